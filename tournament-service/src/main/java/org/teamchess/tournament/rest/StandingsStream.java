package org.teamchess.tournament.rest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import javax.sql.DataSource;
import org.jboss.logging.Logger;
import org.teamchess.support.notify.DatabaseNotifications;
import org.teamchess.tournament.service.StandingsService;
import org.teamchess.tournament.service.TournamentChanges;

/**
 * The live standings over Server-Sent Events: each subscriber gets the standings at once and again
 * after every change of its tournament, made by any instance ({@link TournamentChanges}). The
 * standings are computed once per change, not once per subscriber; after the listener reconnects
 * to the database every watched tournament is sent again, since changes in between were not heard.
 */
@ApplicationScoped
public class StandingsStream {

    /** The SSE event name. */
    static final String EVENT = "standings";

    private static final Logger LOG = Logger.getLogger(StandingsStream.class);

    private record Subscriber(SseEventSink sink, Sse sse) {
    }

    private final Map<UUID, Set<Subscriber>> subscribers = new ConcurrentHashMap<>();
    private final StandingsService standings;
    private final DataSource dataSource;
    private final ObjectMapper mapper;
    private DatabaseNotifications notifications;

    StandingsStream(StandingsService standings, DataSource dataSource, ObjectMapper mapper) {
        this.standings = standings;
        this.dataSource = dataSource;
        this.mapper = mapper;
    }

    void start(@Observes StartupEvent startup) {
        notifications = DatabaseNotifications.listen(dataSource, List.of(TournamentChanges.CHANNEL),
                (channel, tournamentId) -> changed(UUID.fromString(tournamentId)),
                () -> subscribers.keySet().forEach(this::changed), "standings-stream");
    }

    void stop(@Observes ShutdownEvent shutdown) throws InterruptedException {
        notifications.close();
        subscribers.values().forEach(watching -> watching.forEach(subscriber -> subscriber.sink().close()));
    }

    /** Sends the current standings to the new subscriber, then every change. */
    void subscribe(UUID tournamentId, StandingsView current, SseEventSink sink, Sse sse) {
        Subscriber subscriber = new Subscriber(sink, sse);
        subscribers.computeIfAbsent(tournamentId, id -> ConcurrentHashMap.newKeySet()).add(subscriber);
        send(tournamentId, subscriber, json(current));
    }

    private void changed(UUID tournamentId) {
        Set<Subscriber> watching = subscribers.get(tournamentId);
        if (watching == null || watching.isEmpty()) {
            return;
        }
        standings.standings(tournamentId).map(this::json)
                .ifPresent(data -> watching.forEach(subscriber -> send(tournamentId, subscriber, data)));
    }

    private void send(UUID tournamentId, Subscriber subscriber, String data) {
        if (subscriber.sink().isClosed()) {
            forget(tournamentId, subscriber);
            return;
        }
        subscriber.sink().send(subscriber.sse().newEventBuilder().name(EVENT)
                        .mediaType(MediaType.APPLICATION_JSON_TYPE).data(data).build())
                .whenComplete((sent, failure) -> {
                    if (failure != null) {
                        LOG.debugf("A standings subscriber of %s went away (%s)", tournamentId, failure.getMessage());
                        forget(tournamentId, subscriber);
                    }
                });
    }

    private void forget(UUID tournamentId, Subscriber subscriber) {
        subscribers.computeIfPresent(tournamentId, (id, watching) -> {
            watching.remove(subscriber);
            return watching.isEmpty() ? null : watching;
        });
    }

    private String json(StandingsView view) {
        try {
            return mapper.writeValueAsString(view);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
