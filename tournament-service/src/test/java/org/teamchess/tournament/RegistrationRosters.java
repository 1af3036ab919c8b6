package org.teamchess.tournament;

import io.quarkus.test.Mock;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.teamchess.tournament.client.RosterName;
import org.teamchess.tournament.client.RosterNameSource;
import org.teamchess.tournament.client.RosterNamesUnavailableException;

/**
 * registration-service's {@code roster-names} for the service tests: the names the tests gave a
 * team's players ({@link #name}), or a refusal for a team marked {@link #unreachable}, as the
 * real API would answer when registration-service is down. Shared by every test of the run.
 */
@Mock
@ApplicationScoped
public class RegistrationRosters implements RosterNameSource {

    private static final Map<UUID, List<RosterName>> NAMES = new ConcurrentHashMap<>();
    private static final Set<UUID> UNREACHABLE = ConcurrentHashMap.newKeySet();
    private static final Map<UUID, Integer> CALLS = new ConcurrentHashMap<>();

    /** What registration-service answers for the team from now on. */
    public static void name(UUID teamId, List<RosterName> names) {
        NAMES.put(teamId, List.copyOf(names));
    }

    /** Whether registration-service refuses the team's names (as when it is down). */
    public static void unreachable(UUID teamId, boolean unreachable) {
        if (unreachable) {
            UNREACHABLE.add(teamId);
        } else {
            UNREACHABLE.remove(teamId);
        }
    }

    /** How often the team's names were asked for. */
    public static int calls(UUID teamId) {
        return CALLS.getOrDefault(teamId, 0);
    }

    @Override
    public List<RosterName> namesOf(UUID competitionId, UUID teamId) {
        CALLS.merge(teamId, 1, Integer::sum);
        if (UNREACHABLE.contains(teamId)) {
            throw new RosterNamesUnavailableException("registration-service is down (test)", null);
        }
        List<RosterName> names = NAMES.get(teamId);
        if (names == null) {
            throw new RosterNamesUnavailableException("404: no team " + teamId + " (test)", null);
        }
        return names;
    }
}
