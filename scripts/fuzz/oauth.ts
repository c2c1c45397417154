import { brokenJson, type Gen, pct } from './bodies.ts';
import { hostileString, hostileValue } from './inputs.ts';
import { FUZZ_REDIRECT_URI } from './world.ts';

/**
 * OAuth (decision 058): the token endpoint sent hostile forms, codes, verifiers, grant types and
 * client credentials; the consent page (signed in, and not) hostile authorize parameters, and
 * its Allow/Deny form with and without the CSRF token.
 */
export const oauthTokenGen: [string, Gen] = [
  'POST /v5/oauth/token',
  (r, w) => {
    const value = () =>
      r.pick([
        hostileString(r).slice(0, 300),
        JSON.stringify(hostileValue(r)) ?? '',
        '',
        `tsr_oac_${hostileString(r).slice(0, 60)}`,
        `tsr_ort_${hostileString(r).slice(0, 60)}`,
      ]);
    const form = new URLSearchParams();
    for (const k of ['grant_type', 'code', 'redirect_uri', 'code_verifier', 'refresh_token']) {
      if (r.chance(0.6))
        form.append(
          k,
          k === 'grant_type' && r.chance(0.6)
            ? r.pick(['authorization_code', 'refresh_token', 'password', 'client_credentials'])
            : value(),
        );
    }
    if (r.chance(0.7)) form.append('client_id', r.chance(0.6) ? w.oauthClientId : value());
    if (r.chance(0.2)) form.append('client_secret', value());
    if (r.chance(0.1)) form.append('grant_type', 'refresh_token');
    const mode = r.int(6);
    const contentType =
      mode === 0
        ? r.pick(['application/json', 'text/plain', 'multipart/form-data', ''])
        : 'application/x-www-form-urlencoded';
    const body =
      mode === 1 ? brokenJson(r) : mode === 2 ? `${form}&${pct(hostileString(r))}` : `${form}`;
    const auth = r.pick([
      '',
      '',
      `Basic ${Buffer.from(`${w.oauthClientId}:${hostileString(r).slice(0, 40)}`).toString('base64')}`,
      `Basic ${hostileString(r).slice(0, 80)}`,
      `Bearer ${w.apiToken}`,
    ]);
    return {
      target: 'POST /v5/oauth/token',
      method: r.pick(['POST', 'POST', 'POST', 'GET', 'PUT']),
      path: '/v5/oauth/token',
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(auth ? { authorization: auth } : {}),
      },
      body,
    };
  },
];

export const oauthConsentGen: [string, Gen] = [
  'GET|POST /oauth/',
  (r, w) => {
    const q = new URLSearchParams();
    const plausible: Record<string, () => string> = {
      client_id: () => w.oauthClientId,
      redirect_uri: () => FUZZ_REDIRECT_URI,
      response_type: () => 'code',
      scope: () => 'boards:read pins:read',
      state: () => 'fuzz',
      code_challenge: () => 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: () => 'S256',
    };
    for (const [k, good] of Object.entries(plausible)) {
      if (r.chance(0.85)) q.append(k, r.chance(0.7) ? good() : hostileString(r).slice(0, 300));
    }
    const post = r.chance(0.4);
    const signedIn = r.chance(0.8);
    const form = new URLSearchParams(q);
    if (r.chance(0.8)) form.set('_csrf', r.chance(0.8) ? w.csrf : hostileString(r).slice(0, 80));
    form.set('decision', r.pick(['allow', 'deny', hostileString(r).slice(0, 20)]));
    return {
      target: 'GET|POST /oauth/',
      method: post ? 'POST' : 'GET',
      path: `/oauth/?${q}`,
      headers: {
        ...(signedIn ? { cookie: w.cookie } : {}),
        ...(post ? { 'content-type': 'application/x-www-form-urlencoded', origin: w.origin } : {}),
      },
      ...(post ? { body: `${form}` } : {}),
    };
  },
];
