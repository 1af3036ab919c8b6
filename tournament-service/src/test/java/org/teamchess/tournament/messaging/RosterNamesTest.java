package org.teamchess.tournament.messaging;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.Topics;
import org.teamchess.events.registration.PersonalDataErased;
import org.teamchess.events.registration.RosterChanged;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.testsupport.TopicWriter;
import org.teamchess.tournament.Competitions;
import org.teamchess.tournament.RegistrationRosters;
import org.teamchess.tournament.TournamentTestProfile;
import org.teamchess.tournament.client.RosterName;
import org.teamchess.tournament.repository.TeamRepository;
import org.teamchess.tournament.service.RosterNamesProjection;

/**
 * The players' names come from registration-service's API, not from Kafka (ids only): fetched
 * when the roster arrives, later when registration-service cannot be reached then, and forgotten
 * when the school's personal data is erased.
 */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class RosterNamesTest {

    private static final Duration WITHIN = Duration.ofSeconds(30);
    private static final Instant TIME = Instant.parse("2026-10-01T09:00:00Z");

    @Inject
    ProcessedEvents processed;

    @Inject
    TeamRepository teams;

    @Inject
    RosterNamesProjection projection;

    @Test
    void aRosterIsNamedFromRegistrationServiceAndARosterChangeKeepsTheNamesOfThoseWhoStay() {
        UUID competitionId = UUID.randomUUID();
        Competitions.Team team = Competitions.register(competitionId, 1, 3, processed).get(0);
        List<UUID> roster = team.roster();
        assertEquals(Map.of(roster.get(0), Competitions.displayName(1, 1), roster.get(1), Competitions.displayName(1, 2),
                roster.get(2), Competitions.displayName(1, 3)), names(team.teamId()));

        // The third player leaves, a new one comes; registration-service cannot be reached now.
        UUID newcomer = UUID.randomUUID();
        RegistrationRosters.unreachable(team.teamId(), true);
        awaitHandled(Competitions.publish(TIME, new RosterChanged(competitionId, team.teamId(),
                List.of(roster.get(1), roster.get(0), newcomer))));
        assertEquals(Map.of(roster.get(0), Competitions.displayName(1, 1), roster.get(1), Competitions.displayName(1, 2)),
                names(team.teamId()), "those who stay keep their names; the newcomer has none yet");

        // The periodic check names him once registration-service answers again.
        RegistrationRosters.name(team.teamId(), List.of(new RosterName(roster.get(1), "Олег Смирнов"),
                new RosterName(roster.get(0), "Иван Петров"), new RosterName(newcomer, "Пётр Иванов")));
        RegistrationRosters.unreachable(team.teamId(), false);
        await().atMost(WITHIN).until(() -> names(team.teamId()).size() == 3);
        assertEquals(Map.of(roster.get(0), "Иван Петров", roster.get(1), "Олег Смирнов", newcomer, "Пётр Иванов"),
                names(team.teamId()));
    }

    @Test
    void aVersionOneRosterIsReadWithoutItsNames() {
        UUID competitionId = UUID.randomUUID();
        UUID teamId = UUID.randomUUID();
        UUID player = UUID.randomUUID();
        RegistrationRosters.name(teamId, List.of(new RosterName(player, "Анна Кузнецова")));
        UUID eventId = UUID.randomUUID();
        TopicWriter.send(Topics.REGISTRATION_EVENTS, teamId.toString(), """
                {"id":"%s","type":"org.teamchess.registration.RosterChanged","source":"registration-service",
                 "time":"2026-10-01T09:00:00Z","subject":"%s","schemaVersion":1,
                 "data":{"competitionId":"%s","teamId":"%s","playerIds":["%s"],"displayNames":["Имя из события"]}}
                """.formatted(eventId, teamId, competitionId, teamId, player));
        awaitHandled(eventId);

        assertEquals(Map.of(player, "Анна Кузнецова"), names(teamId), "the API's name, not the event's");
    }

    @Test
    void erasureForgetsTheNamesAtOnceAndTakesTheAnonymousOnes() {
        UUID competitionId = UUID.randomUUID();
        Competitions.Team team = Competitions.register(competitionId, 1, 2, processed).get(0);
        List<UUID> roster = team.roster();
        RegistrationRosters.name(team.teamId(), List.of(new RosterName(roster.get(0), "Доска 1"),
                new RosterName(roster.get(1), "Доска 2")));

        awaitHandled(Competitions.publish(TIME, new PersonalDataErased(competitionId, team.teamId())));

        assertEquals(Map.of(roster.get(0), "Доска 1", roster.get(1), "Доска 2"), names(team.teamId()));
    }

    @Test
    void erasureWhileRegistrationServiceIsDownLeavesNoNameBehind() {
        UUID competitionId = UUID.randomUUID();
        Competitions.Team team = Competitions.register(competitionId, 1, 2, processed).get(0);
        RegistrationRosters.unreachable(team.teamId(), true);

        awaitHandled(Competitions.publish(TIME, new PersonalDataErased(competitionId, team.teamId())));

        assertEquals(Map.of(), names(team.teamId()), "the real names are gone even before the anonymous ones come");
        RegistrationRosters.name(team.teamId(), List.of(new RosterName(team.roster().get(0), "Доска 1"),
                new RosterName(team.roster().get(1), "Доска 2")));
        RegistrationRosters.unreachable(team.teamId(), false);
        await().atMost(WITHIN).until(() -> names(team.teamId()).size() == 2);
        assertEquals("Доска 1", names(team.teamId()).get(team.roster().get(0)));
    }

    @Test
    void namesOnDemandAreFetchedOnlyForTeamsThatMissThem() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> registered = Competitions.register(competitionId, 2, 2, processed);
        Competitions.Team named = registered.get(0);
        Competitions.Team missing = registered.get(1);
        UUID newcomer = UUID.randomUUID();
        RegistrationRosters.unreachable(missing.teamId(), true);
        awaitHandled(Competitions.publish(TIME, new RosterChanged(competitionId, missing.teamId(),
                List.of(missing.roster().get(0), newcomer))));
        RegistrationRosters.name(missing.teamId(), List.of(new RosterName(missing.roster().get(0), "Анна Кузнецова"),
                new RosterName(newcomer, "Мария Новикова")));
        RegistrationRosters.unreachable(missing.teamId(), false);
        int callsBefore = RegistrationRosters.calls(named.teamId());

        projection.ensureNamed(List.of(named.teamId(), missing.teamId()));

        assertEquals(Map.of(missing.roster().get(0), "Анна Кузнецова", newcomer, "Мария Новикова"),
                names(missing.teamId()), "named by the time the export is made");
        assertEquals(callsBefore, RegistrationRosters.calls(named.teamId()), "a named team is not asked again");
        assertTrue(projection.refresh(named.teamId()));
    }

    private void awaitHandled(UUID eventId) {
        await().atMost(WITHIN).until(() -> processed.isProcessed(eventId));
    }

    private Map<UUID, String> names(UUID teamId) {
        return QuarkusTransaction.requiringNew().call(() -> teams.playerNamesOf(List.of(teamId)));
    }
}
