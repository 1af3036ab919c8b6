package org.teamchess.tournament.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.tournament.repository.LineUpEntity;
import org.teamchess.tournament.repository.LineUpRepository;
import org.teamchess.tournament.repository.MatchRepository;
import org.teamchess.tournament.repository.RoundEntity;
import org.teamchess.tournament.repository.RoundRepository;
import org.teamchess.tournament.repository.TeamEntity;
import org.teamchess.tournament.repository.TeamRepository;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.TournamentRepository;
import org.teamchess.tournament.rest.LineUpView;
import org.teamchess.tournament.rest.SubmitLineUp;

/**
 * The teams' line-ups. A coach submits his team's line-up for a round once its matches are known
 * and until the round is published or its line-up deadline passes (the tournament's minutes before
 * the round's start; the round is published then); the latest submission wins. It names one
 * player per board from the roster, in roster order: a reserve may step in for a board player,
 * and the players keep their relative order, so the board order the school declared holds.
 * Without a submission the line-up is the first players of the roster. Publishing the round
 * fixes it in the board pairings.
 *
 * <p>The competition's composition rule (seed 000 §3.3: board 4 a girl, reserve 2 a girl) holds
 * too. Registration checked each player against his roster place, so the place stands for the
 * player: a board that requires a girl is played from a girl's place. The roster order then holds
 * among the boards of one requirement (the boys keep their order among the boys' boards), since a
 * girl reserve stepping in could not otherwise keep both rules.
 */
@ApplicationScoped
public class LineUpService {

    /** Who asks: the account, and whether it is an organizer (who may act for any team) or an arbiter (who reads). */
    public record Caller(String subject, String name, boolean organizer, boolean arbiter) {
    }

    private static final Logger LOG = Logger.getLogger(LineUpService.class);

    private final TournamentRepository tournaments;
    private final RoundRepository rounds;
    private final MatchRepository matches;
    private final TeamRepository teams;
    private final LineUpRepository lineUps;
    private final Clock clock;

    LineUpService(TournamentRepository tournaments, RoundRepository rounds, MatchRepository matches,
            TeamRepository teams, LineUpRepository lineUps, Clock clock) {
        this.tournaments = tournaments;
        this.rounds = rounds;
        this.matches = matches;
        this.teams = teams;
        this.lineUps = lineUps;
        this.clock = clock;
    }

    /**
     * Records the team's line-up for the round.
     *
     * @throws ProblemException 404 for an unknown tournament, round or a team not in it; 403 for
     *                          anyone but the team's coach or an organizer; 409 {@code line-up-closed}
     *                          (the round is published, or its line-up deadline has passed),
     *                          {@code round-not-paired} (a Swiss round before the round before it is
     *                          complete) or {@code no-match} (the team has the bye);
     *                          400 naming {@code players} or {@code players[i]}
     */
    @Transactional
    public LineUpView submit(UUID tournamentId, int round, UUID teamId, SubmitLineUp request, Caller caller) {
        TournamentEntity tournament = tournament(tournamentId);
        RoundEntity roundEntity = round(tournamentId, round);
        TeamEntity team = team(tournament, teamId);
        if (!caller.organizer() && !team.coachedBy(caller.subject())) {
            throw ProblemException.forbidden("Only the team's coach or an organizer submits its line-up");
        }
        if (roundEntity.isPublished()) {
            throw ProblemException.conflict("Round " + round + " is published: its board pairings are fixed")
                    .withType(Problem.type("line-up-closed"), "Line-up closed");
        }
        Optional<Instant> deadline = tournament.lineUpDeadline(roundEntity.scheduledStart());
        if (deadline.isPresent() && !clock.instant().isBefore(deadline.get())) {
            throw ProblemException.conflict("Line-ups for round " + round + " closed at " + deadline.get())
                    .withType(Problem.type("line-up-closed"), "Line-up closed");
        }
        if (!roundEntity.isPaired()) {
            throw ProblemException.conflict("Round " + round + " of the Swiss is paired when round " + (round - 1)
                    + " is complete; its line-ups open then").withType(Problem.type("round-not-paired"),
                    "Round not paired yet");
        }
        if (matches.ofRound(tournamentId, round).stream().noneMatch(match -> match.involves(teamId))) {
            throw ProblemException.conflict("Team " + teamId + " has no match in round " + round)
                    .withType(Problem.type("no-match"), "No match this round");
        }
        List<UUID> players = request.players() == null ? List.of() : request.players();
        List<FieldError> errors = check(players, team, tournament.boards());
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest("The line-up breaks the rules", errors);
        }
        LineUpEntity.Key key = new LineUpEntity.Key(tournamentId, round, teamId);
        Optional<LineUpEntity> earlier = lineUps.findByIdOptional(key);
        LineUpEntity lineUp = earlier.orElseGet(() -> new LineUpEntity(key));
        lineUp.submit(players, caller.name(), clock.instant());
        if (earlier.isEmpty()) {
            lineUps.persist(lineUp);
        }
        LOG.infof("%s submitted team %s's line-up for round %d of tournament %s", caller.name(), teamId, round,
                tournamentId);
        return view(round, teamId, Optional.of(lineUp), team, tournament.boards(), true);
    }

    /**
     * The team's line-up for the round: submitted, or the default.
     *
     * @throws ProblemException 404 as for {@link #submit}; 403 for anyone but the team's coach, an
     *                          organizer or an arbiter
     */
    @Transactional
    public LineUpView lineUp(UUID tournamentId, int round, UUID teamId, Caller caller) {
        TournamentEntity tournament = tournament(tournamentId);
        RoundEntity roundEntity = round(tournamentId, round);
        TeamEntity team = team(tournament, teamId);
        if (!caller.organizer() && !caller.arbiter() && !team.coachedBy(caller.subject())) {
            throw ProblemException.forbidden("Only the team's coach, organizers and arbiters see its line-up");
        }
        boolean open = !roundEntity.isPublished() && tournament.lineUpDeadline(roundEntity.scheduledStart())
                .map(clock.instant()::isBefore).orElse(true);
        return view(round, teamId, lineUps.findByIdOptional(new LineUpEntity.Key(tournamentId, round, teamId)), team,
                tournament.boards(), open);
    }

    /**
     * The players who play for the team in the round, board 1 first, for publishing it.
     *
     * @throws ProblemException 409 ({@code roster-too-short}) when the roster has fewer players than
     *                          boards and no line-up was submitted
     */
    public List<UUID> playersFor(UUID tournamentId, int round, UUID teamId, int boards) {
        Optional<LineUpEntity> submitted = lineUps.findByIdOptional(new LineUpEntity.Key(tournamentId, round, teamId));
        if (submitted.isPresent()) {
            return submitted.get().players();
        }
        List<UUID> roster = teams.findByIdOptional(teamId).map(TeamEntity::roster).orElse(List.of());
        if (roster.size() < boards) {
            throw ProblemException.conflict("Team " + teamId + " has " + roster.size() + " players on its roster, "
                            + "fewer than the " + boards + " boards")
                    .withType(Problem.type("roster-too-short"), "Roster too short");
        }
        return roster.subList(0, boards);
    }

    /** The board count, roster membership, once each, the composition rule, and roster order. */
    private static List<FieldError> check(List<UUID> players, TeamEntity team, int boards) {
        List<UUID> roster = team.roster();
        List<FieldError> errors = new ArrayList<>();
        if (players.size() != boards) {
            errors.add(new FieldError("players", "must name exactly " + boards + " players, one per board"));
        }
        Set<UUID> named = new HashSet<>();
        // The roster position of the last board's player, and that board, per requirement of the board.
        Map<String, int[]> previous = new HashMap<>();
        for (int index = 0; index < players.size(); index++) {
            String field = "players[" + index + "]";
            UUID player = players.get(index);
            int position = player == null ? -1 : roster.indexOf(player);
            String required = team.requirementOfPlace(index);
            int[] before = previous.get(required);
            if (position < 0) {
                errors.add(new FieldError(field, "is not on the team's roster"));
            } else if (!named.add(player)) {
                errors.add(new FieldError(field, "is named twice"));
            } else if (compositionBreach(team, index, position).isPresent()) {
                errors.add(new FieldError(field, compositionBreach(team, index, position).get()));
            } else if (before != null && position < before[0]) {
                errors.add(new FieldError(field, "comes before board " + before[1] + "'s player on the roster: "
                        + "players keep their roster order"));
            } else {
                previous.put(required, new int[] {position, index + 1});
            }
        }
        return errors;
    }

    /**
     * Why the player of roster place {@code position} (from 0) may not play board {@code boardIndex}
     * (from 0) by the competition's composition rule, or empty when he may.
     */
    static Optional<String> compositionBreach(TeamEntity team, int boardIndex, int position) {
        String required = team.requirementOfPlace(boardIndex);
        if (required.equals("any") || required.equals(team.requirementOfPlace(position))) {
            return Optional.empty();
        }
        return Optional.of("board " + (boardIndex + 1) + " is played by " + (required.equals("female") ? "a girl"
                : "a boy") + " by the competition's rule, and this player's roster place is not");
    }

    private LineUpView view(int round, UUID teamId, Optional<LineUpEntity> submitted, TeamEntity team, int boards,
            boolean open) {
        if (submitted.isPresent()) {
            return new LineUpView(round, teamId, submitted.get().players(), true, submitted.get().submittedBy(),
                    submitted.get().submittedAt(), open);
        }
        List<UUID> roster = team.roster();
        return new LineUpView(round, teamId, roster.subList(0, Math.min(boards, roster.size())), false, null, null,
                open);
    }

    private TournamentEntity tournament(UUID tournamentId) {
        return tournaments.findByIdOptional(tournamentId)
                .orElseThrow(() -> ProblemException.notFound("No tournament " + tournamentId));
    }

    private RoundEntity round(UUID tournamentId, int round) {
        return rounds.find(tournamentId, round)
                .orElseThrow(() -> ProblemException.notFound("Tournament " + tournamentId + " has no round " + round));
    }

    private TeamEntity team(TournamentEntity tournament, UUID teamId) {
        if (!tournament.teams().contains(teamId)) {
            throw ProblemException.notFound("Team " + teamId + " does not play in tournament " + tournament.id());
        }
        return teams.findByIdOptional(teamId).orElseThrow();
    }
}
