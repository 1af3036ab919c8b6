/** The body of the web module's /config.json: where Keycloak and the services are. */
export interface ClientConfig {
  oidcAuthServerUrl: string;
  oidcClientId: string;
  registrationUrl: string;
  gameUrl: string;
  clockUrl: string;
  tournamentUrl: string;
}

export async function loadConfig(fetcher: typeof fetch = fetch): Promise<ClientConfig> {
  const response = await fetcher('/config.json', { cache: 'no-store' });
  if (!response.ok) {
    throw new Error(`/config.json answered ${response.status}`);
  }
  return (await response.json()) as ClientConfig;
}
