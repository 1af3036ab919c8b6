package org.teamchess.tournament.rest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
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
import org.teamchess.tournament.service.MatchChatService;

/**
 * A match chat live over Server-Sent Events: each message is an event {@code message} whose id is
 * the message's number, so a browser that reconnects says where it stopped ({@code Last-Event-ID})
 * and gets the rest. Every instance hears of a new message through {@code NOTIFY match_chat}; each
 * subscriber is brought up to date from the database with what it may read (a message to one side
 * reaches that side's captain and the officials only). A comment every 20 s keeps idle connections
 * open through proxies.
 */
@ApplicationScoped
public class MatchChatStream {

    /** The SSE event name. */
    static final String EVENT = "message";

    private static final Logger LOG = Logger.getLogger(MatchChatStream.class);

    /** One open stream; {@code lastId} is the last message it was sent, guarded by the subscriber. */
    private static final class Subscriber {
        private final SseEventSink sink;
        private final Sse sse;
        private final MatchChatService.Participant reader;
        private long lastId;

        Subscriber(SseEventSink sink, Sse sse, MatchChatService.Participant reader, long lastId) {
            this.sink = sink;
            this.sse = sse;
            this.reader = reader;
            this.lastId = lastId;
        }
    }

    private final Map<UUID, Set<Subscriber>> subscribers = new ConcurrentHashMap<>();
    private final MatchChatService chat;
    private final DataSource dataSource;
    private final ObjectMapper mapper;
    private DatabaseNotifications notifications;

    MatchChatStream(MatchChatService chat, DataSource dataSource, ObjectMapper mapper) {
        this.chat = chat;
        this.dataSource = dataSource;
        this.mapper = mapper;
    }

    void start(@Observes StartupEvent startup) {
        notifications = DatabaseNotifications.listen(dataSource, List.of(MatchChatService.CHANNEL),
                (channel, matchId) -> posted(UUID.fromString(matchId)),
                () -> subscribers.keySet().forEach(this::posted), "match-chat-stream");
    }

    void stop(@Observes ShutdownEvent shutdown) throws InterruptedException {
        notifications.close();
        subscribers.values().forEach(watching -> watching.forEach(subscriber -> subscriber.sink.close()));
    }

    /**
     * Sends the reader the messages after {@code afterId} (the last {@link MatchChatService#PAGE}
     * when null), then every new one he may read.
     */
    void subscribe(UUID matchId, MatchChatService.Participant reader, Long afterId, SseEventSink sink, Sse sse) {
        Subscriber subscriber = new Subscriber(sink, sse, reader, afterId == null ? 0 : afterId);
        // Registered before the first read: a message posted in between is then read by one or the other.
        subscribers.computeIfAbsent(matchId, id -> ConcurrentHashMap.newKeySet()).add(subscriber);
        synchronized (subscriber) {
            List<ChatMessageView> backlog = chat.read(matchId, reader, afterId);
            backlog.forEach(message -> send(matchId, subscriber, message));
            if (!backlog.isEmpty()) {
                subscriber.lastId = Math.max(subscriber.lastId, backlog.get(backlog.size() - 1).id());
            }
        }
    }

    @Scheduled(identity = "match-chat-keep-alive", every = "20s", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void keepAlive() {
        subscribers.forEach((matchId, watching) -> watching.forEach(subscriber -> {
            if (subscriber.sink.isClosed()) {
                forget(matchId, subscriber);
            } else {
                subscriber.sink.send(subscriber.sse.newEventBuilder().comment("keep-alive").build())
                        .whenComplete((sent, failure) -> {
                            if (failure != null) {
                                forget(matchId, subscriber);
                            }
                        });
            }
        }));
    }

    private void posted(UUID matchId) {
        Set<Subscriber> watching = subscribers.get(matchId);
        if (watching == null) {
            return;
        }
        for (Subscriber subscriber : watching) {
            synchronized (subscriber) {
                List<ChatMessageView> fresh = chat.read(matchId, subscriber.reader, subscriber.lastId);
                for (ChatMessageView message : fresh) {
                    send(matchId, subscriber, message);
                    subscriber.lastId = message.id();
                }
            }
        }
    }

    private void send(UUID matchId, Subscriber subscriber, ChatMessageView message) {
        if (subscriber.sink.isClosed()) {
            forget(matchId, subscriber);
            return;
        }
        subscriber.sink.send(subscriber.sse.newEventBuilder().name(EVENT).id(Long.toString(message.id()))
                        .mediaType(MediaType.APPLICATION_JSON_TYPE).data(json(message)).build())
                .whenComplete((sent, failure) -> {
                    if (failure != null) {
                        LOG.debugf("A chat subscriber of match %s went away (%s)", matchId, failure.getMessage());
                        forget(matchId, subscriber);
                    }
                });
    }

    private void forget(UUID matchId, Subscriber subscriber) {
        subscribers.computeIfPresent(matchId, (id, watching) -> {
            watching.remove(subscriber);
            return watching.isEmpty() ? null : watching;
        });
    }

    private String json(ChatMessageView message) {
        try {
            return mapper.writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
