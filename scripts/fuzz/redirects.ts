import type { FuzzRequest } from './bodies.ts';
import { type Gen, hostileId, pct } from './bodies.ts';
import { hostileString } from './inputs.ts';

/**
 * Paths and urls that have led browsers off a site: dot segments before a double slash, padded
 * to the origin's length, backslashes, encoded slashes, schemes, credentials, controls.
 */
const REDIRECT_TRICKS = [
  '/.//a.bc/xxxxxxxxx//attacker.example/phish',
  '/./..//attacker.example/',
  '//attacker.example/',
  '/\\attacker.example/',
  '/%2f%2fattacker.example/',
  '/%5cattacker.example/',
  '\\\\attacker.example',
  'https://attacker.example/',
  'http://user:pw@127.0.0.1/',
  'javascript:alert(1)',
  '/\t/attacker.example/',
  '/\uff0fattacker.example/',
  '/search/pins/?q=lamp',
  '/',
];

/**
 * The invite path (issue 30): an invite made for a hostile path, and the `/invited` landing for
 * the world's invites, some stored with such paths as if from before the check. The run fails
 * on any answer whose Location leaves the site (run.ts).
 */
export const inviteGen: [string, Gen] = [
  'POST ShareInviteResource/create and GET /invited',
  (r, w): FuzzRequest => {
    const target = 'POST ShareInviteResource/create and GET /invited';
    if (r.chance(0.5)) {
      const code = r.pick([...w.inviteCodes, 'AAAAAAAAAAAA', hostileString(r).slice(0, 40)]);
      return { target, method: 'GET', path: `/invited?invite_code=${pct(code)}`, headers: {} };
    }
    const options = {
      invite_channel: r.pick(['copy_link', 'email', 'nope']),
      object_type: r.pick([0, 5, 8, 1, 2]),
      object_id: r.pick(['q', String(w.pinId), hostileString(r).slice(0, 50)]),
      path: r.chance(0.8) ? r.pick(REDIRECT_TRICKS) : hostileString(r),
    };
    return {
      target,
      method: 'POST',
      path: '/resource/ShareInviteResource/create/',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ options }),
    };
  },
];

/**
 * The offsite signer (decision 037): `/offsite/` with forged, stale and malformed tokens, hostile
 * urls and pins. No token here was signed for the fuzzer, so no answer may leave the site.
 */
export const offsiteGen: [string, Gen] = [
  'GET /offsite/',
  (r, w) => {
    const exp = Math.floor(Date.now() / 1000 + r.pick([-3600, 60, 600, 1e9])).toString(36);
    const token = r.pick([
      `${exp}-${'A'.repeat(22)}`,
      `${exp}-${hostileString(r).slice(0, 22)}`,
      '',
      hostileString(r),
      `zzzzzzzzzz-${'_'.repeat(22)}`,
    ]);
    const url = r.pick([...REDIRECT_TRICKS, 'https://shop.example/a', hostileString(r)]);
    const q = new URLSearchParams({ token, url, pin: hostileId(r, w) });
    if (r.chance(0.1)) q.delete('token');
    return {
      target: 'GET /offsite/',
      method: r.pick(['GET', 'GET', 'HEAD', 'POST']),
      path: `/offsite/?${q.toString()}`,
      headers: { accept: 'text/html' },
    };
  },
];
