package org.teamchess.game.socket;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

/**
 * A WebSocket client written to RFC 6455 on a plain socket, for what a library client will not send:
 * a text message in frames of the sizes a test chooses (library clients split a long message by
 * their own frame limit). It reads the server's frames until its close frame.
 */
final class RawWebSocket implements AutoCloseable {

    /** What the server sent: its text frames, then its close frame's code and reason (empty: the TCP connection ended without one). */
    record Received(List<String> texts, Optional<Integer> closeCode, String closeReason) {
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;

    private RawWebSocket(Socket socket) throws IOException {
        this.socket = socket;
        this.socket.setSoTimeout(15_000);
        this.in = new DataInputStream(socket.getInputStream());
        this.out = socket.getOutputStream();
    }

    /** Opens {@code path} on the server of {@code base} and completes the opening handshake. */
    static RawWebSocket open(URI base, String path) throws IOException {
        RawWebSocket client = new RawWebSocket(new Socket(base.getHost(), base.getPort()));
        byte[] nonce = new byte[16];
        RANDOM.nextBytes(nonce);
        String request = "GET " + path + " HTTP/1.1\r\nHost: " + base.getHost() + ":" + base.getPort()
                + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: "
                + Base64.getEncoder().encodeToString(nonce) + "\r\nSec-WebSocket-Version: 13\r\n\r\n";
        client.out.write(request.getBytes(StandardCharsets.US_ASCII));
        client.out.flush();
        String response = client.readHead();
        if (!response.startsWith("HTTP/1.1 101")) {
            throw new IOException("No upgrade: " + response);
        }
        return client;
    }

    private String readHead() throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int next = in.read();
            if (next < 0) {
                throw new EOFException("The server closed during the handshake");
            }
            head.write(next);
        }
        return head.toString(StandardCharsets.US_ASCII);
    }

    /** Sends {@code payload} as one final text frame, masked as a client must. */
    void sendTextFrame(byte[] payload) throws IOException {
        sendFrame(0x81, payload);
    }

    /** Sends {@code payload} as one text message in frames of at most {@code frameSize} bytes. */
    void sendTextInFrames(byte[] payload, int frameSize) throws IOException {
        for (int offset = 0; offset < payload.length; offset += frameSize) {
            int end = Math.min(payload.length, offset + frameSize);
            int opcode = offset == 0 ? 0x1 : 0x0; // text, then continuations
            sendFrame((end == payload.length ? 0x80 : 0) | opcode, Arrays.copyOfRange(payload, offset, end));
        }
    }

    private void sendFrame(int finAndOpcode, byte[] payload) throws IOException {
        ByteBuffer header = ByteBuffer.allocate(14);
        header.put((byte) finAndOpcode);
        if (payload.length < 126) {
            header.put((byte) (0x80 | payload.length));
        } else if (payload.length <= 0xFFFF) {
            header.put((byte) (0x80 | 126)).putShort((short) payload.length);
        } else {
            header.put((byte) (0x80 | 127)).putLong(payload.length);
        }
        byte[] mask = new byte[4];
        RANDOM.nextBytes(mask);
        header.put(mask);
        byte[] masked = new byte[payload.length];
        for (int index = 0; index < payload.length; index++) {
            masked[index] = (byte) (payload[index] ^ mask[index % 4]);
        }
        out.write(header.array(), 0, header.position());
        out.write(masked);
        out.flush();
    }

    /** Reads the server's frames until its close frame, or until the connection ends without one. */
    Received readUntilClose() throws IOException {
        List<String> texts = new ArrayList<>();
        while (true) {
            int first;
            try {
                first = in.readUnsignedByte();
            } catch (EOFException | java.net.SocketException ended) {
                return new Received(texts, Optional.empty(), "");
            }
            int second = in.readUnsignedByte();
            long length = second & 0x7F;
            if (length == 126) {
                length = in.readUnsignedShort();
            } else if (length == 127) {
                length = in.readLong();
            }
            byte[] payload = new byte[(int) length];
            in.readFully(payload);
            int opcode = first & 0x0F;
            if (opcode == 0x1) {
                texts.add(new String(payload, StandardCharsets.UTF_8));
            } else if (opcode == 0x8) {
                int code = payload.length >= 2 ? ((payload[0] & 0xFF) << 8) | (payload[1] & 0xFF) : 1005;
                String reason = payload.length > 2 ? new String(payload, 2, payload.length - 2, StandardCharsets.UTF_8)
                        : "";
                return new Received(texts, Optional.of(code), reason);
            }
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
