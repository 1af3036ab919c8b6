/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';

/**
 * `npm run dev` serves the page without the Quarkus module: this answers /config.json the way
 * the module does by default (the local platform's ports), so that login and the services work.
 */
function localConfig(): Plugin {
  const env = process.env;
  const body = JSON.stringify({
    oidcAuthServerUrl: env.OIDC_AUTH_SERVER_URL ?? 'http://127.0.0.1:8180/realms/teamchess',
    oidcClientId: env.WEB_OIDC_CLIENT_ID ?? 'teamchess-web',
    registrationUrl: env.REGISTRATION_URL ?? 'http://127.0.0.1:8081',
    gameUrl: env.GAME_URL ?? 'http://127.0.0.1:8082',
    clockUrl: env.CLOCK_URL ?? 'http://127.0.0.1:8083',
    tournamentUrl: env.TOURNAMENT_URL ?? 'http://127.0.0.1:8084',
  });
  return {
    name: 'teamchess-local-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(body);
      });
    },
  };
}

export default defineConfig({
  root: 'client',
  plugins: [localConfig()],
  build: {
    // Quarkus serves META-INF/resources of its class path as static files.
    outDir: '../target/classes/META-INF/resources',
    emptyOutDir: true,
  },
  // The realm registers http://127.0.0.1:8080/ and http://localhost:8080/ as redirect URIs: the dev
  // server takes the web module's port (stop the module first).
  server: { port: 8080, strictPort: true, host: '127.0.0.1' },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
