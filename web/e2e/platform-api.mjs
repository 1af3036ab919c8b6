// What the end-to-end tests set up through the services' REST, as scripts would (the forms
// themselves have their own tests): tokens of the demo users, requests, school applications. Not a
// test file itself (node --test runs only *.test.mjs here).
import assert from 'node:assert/strict';
import { bornFor } from './browsers.mjs';

/** A demo user's access token through the realm's script client (password grant; deploy/keycloak/README.md). */
export async function token(config, username, password = `${username}-local-only`) {
  const response = await fetch(`${config.oidcAuthServerUrl}/protocol/openid-connect/token`, {
    method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'teamchess-cli', username, password }),
  });
  assert.equal(response.status, 200, `token of ${username}: ${await response.clone().text()}`);
  return (await response.json()).access_token;
}

/** A POST that must answer 201 (or `status`); its JSON. */
export async function post(url, bearer, body, status = 201) {
  const headers = { 'Content-Type': 'application/json' };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  assert.equal(response.status, status, `POST ${url}: ${await response.clone().text()}`);
  return response.json();
}

/** A school's application (seed 000 Appendix 1) with players of the grades given, boards 1-3 boys, board 4 a girl, a boy in reserve. */
export function application(school, schoolYear, players) {
  return {
    schoolName: school, municipality: 'Анадырь',
    leader: { fullName: 'Киншова Ольга Васильевна', position: 'учитель информатики', phone: '8-924-665-93-75', email: 'kinshova@example.org' },
    director: { fullName: 'Алеев Александр Юрьевич', phone: '+7 (927) 154 82 92' },
    roster: players.map(([surname, firstName, grade, monthDay, gender]) => ({
      surname, firstName, grade, birthDate: bornFor(schoolYear, grade, monthDay), gender,
    })),
    agreements: { fairPlay: true, technicalMeans: true, parentalConsent: true },
  };
}
