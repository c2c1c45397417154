import { isValidUsername } from '#domain/catalogue/routes';
import {
  chance,
  intBetween,
  makePalette,
  pick,
  type Rng,
  shuffle,
  slugify,
  weightedPick,
} from './random.ts';
import { TOPICS, type TopicBank } from './topics.ts';
import type { DemoBoard, DemoUser } from './types.ts';
import {
  BIO_CLOSERS,
  BOARD_CLOSERS,
  CITIES,
  COUNTRIES,
  EMPLOYEE_ABOUT,
  FIRST_NAMES,
  INTERESTS,
  LAST_NAMES,
  PARTNERS,
  type PartnerBrand,
  RESERVED_USERNAMES,
} from './words.ts';

/** Demo users and their boards. Drafts keep what pin placement needs beside the public shape. */

export interface UserDraft {
  user: DemoUser;
  /** interest urlNames this user pins about, favourite first */
  tastes: string[];
  partner?: PartnerBrand;
}

export interface BoardDraft {
  board: DemoBoard;
  owner: UserDraft;
  /** relative share of the general pin stream */
  weight: number;
}

function pad(n: number): string {
  return String(n).padStart(3, '0');
}

/** Username-safe letters: accents folded, everything outside a–z and 0–9 dropped. */
function asciiName(name: string): string {
  return name
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** 3–30 of [a-z0-9_], unique, never a route word (spec 01 §2 routes such as /search/, /me/). */
function claimUsername(rng: Rng, wanted: string, taken: Set<string>): string {
  const base = wanted.slice(0, 26).padEnd(3, '0');
  let name = base;
  while (taken.has(name) || RESERVED_USERNAMES.has(name) || !isValidUsername(name)) {
    name = `${base}${intBetween(rng, 2, 999)}`;
  }
  taken.add(name);
  return name;
}

function avatar(rng: Rng): Pick<DemoUser, 'avatarSeed' | 'avatarPalette'> {
  return { avatarSeed: Math.floor(rng() * 2 ** 31), avatarPalette: makePalette(rng, 'abstract') };
}

export function buildUsers(rng: Rng, count: number): UserDraft[] {
  const interests = INTERESTS.map((interest) => interest.urlName);
  const firsts = shuffle(rng, FIRST_NAMES);
  const lasts = shuffle(rng, LAST_NAMES);
  const creators = count - PARTNERS.length;
  const employee = intBetween(rng, 0, creators - 1);
  const others = Array.from({ length: creators }, (_, i) => i).filter((i) => i !== employee);
  const verified = new Set(shuffle(rng, others).slice(0, 3));
  // creator i's favourite interest walks the list from a seeded start, so all 13 are covered
  const offset = intBetween(rng, 0, interests.length - 1);
  const taken = new Set<string>();
  const drafts: UserDraft[] = PARTNERS.map((partner, i) => ({
    partner,
    tastes: [...new Set(partner.boards.map((board) => board.interest))],
    user: {
      key: `user-${pad(i + 1)}`,
      username: claimUsername(rng, partner.username, taken),
      firstName: partner.name,
      lastName: '',
      about: partner.about,
      websiteUrl: `https://${partner.host}`,
      role: 'partner',
      isVerifiedMerchant: true,
      isVerifiedIdentity: false,
      country: partner.country,
      ...avatar(rng),
    },
  }));
  for (let c = 0; c < creators; c++) {
    const firstName = firsts[c % firsts.length] ?? 'Alex';
    const lastName = lasts[c % lasts.length] ?? 'Smith';
    const favourite = interests[(c + offset) % interests.length] ?? 'art';
    const more = shuffle(
      rng,
      interests.filter((i) => i !== favourite),
    ).slice(0, intBetween(rng, 1, 2));
    const tastes = [favourite, ...more];
    const topic = TOPICS[favourite] as TopicBank;
    const f = asciiName(firstName);
    const l = asciiName(lastName);
    const handle = pick(rng, topic.handles);
    const wanted = pick(rng, [
      `${f}${l}`,
      `${f}_${l}`,
      `${f}${handle}`,
      `${f}_${handle}`,
      `${l}${handle}`,
      `${f}${l.charAt(0)}${intBetween(rng, 2, 99)}`,
    ]);
    const country = pick(rng, COUNTRIES);
    const city = pick(rng, CITIES[country] ?? ['the city']);
    const second = TOPICS[tastes[1] ?? favourite] as TopicBank;
    const bio = [pick(rng, topic.bios)];
    if (chance(rng, 0.5)) bio.push(pick(rng, second.bios));
    const about =
      c === employee
        ? EMPLOYEE_ABOUT
        : chance(rng, 0.1)
          ? ''
          : `${bio.join('. ')}. ${pick(rng, BIO_CLOSERS).replace('{city}', city)}`;
    const site = pick(rng, [`www.${f}${l}`, `www.${f}studio`, `${f}${l}.blog`]);
    drafts.push({
      tastes,
      user: {
        key: `user-${pad(drafts.length + 1)}`,
        username: claimUsername(rng, wanted, taken),
        firstName,
        lastName,
        about,
        websiteUrl: c !== employee && chance(rng, 0.55) ? `https://${site}.example` : null,
        role: c === employee ? 'employee' : 'user',
        isVerifiedMerchant: false,
        isVerifiedIdentity: verified.has(c),
        country,
        ...avatar(rng),
      },
    });
  }
  return drafts;
}

function boardCounts(rng: Rng, users: UserDraft[], count: number): Map<UserDraft, number> {
  const perUser = new Map(users.map((u) => [u, 1]));
  let extra = count - users.length;
  for (const user of users) {
    if (!user.partner) continue;
    const more = Math.max(0, Math.min(2, Math.floor(extra / 8), user.partner.boards.length - 1));
    perUser.set(user, 1 + more);
    extra -= more;
  }
  // uneven appetites: a few users own many boards, most own two or three
  const appetite = users.filter((u) => !u.partner).map((u) => [u, 0.3 + rng() ** 2 * 3] as const);
  for (; extra > 0; extra--) {
    const user = weightedPick(rng, appetite);
    perUser.set(user, (perUser.get(user) ?? 1) + 1);
  }
  return perUser;
}

export function buildBoards(rng: Rng, users: UserDraft[], count: number): BoardDraft[] {
  const perUser = boardCounts(rng, users, count);
  // each interest walks its board names in a shuffled cycle so names repeat only when they must
  const cycles = new Map(Object.entries(TOPICS).map(([k, t]) => [k, shuffle(rng, t.boards)]));
  const cursor = new Map<string, number>();
  const drafts: BoardDraft[] = [];
  for (const owner of users) {
    const slugs = new Set<string>();
    for (let i = 0; i < (perUser.get(owner) ?? 1); i++) {
      let interest: string;
      let name = '';
      let description = '';
      const shop = owner.partner?.boards[i];
      if (shop) {
        ({ interest, name, description } = shop);
      } else {
        const favourite = i === 0 ? owner.tastes[0] : pick(rng, owner.tastes);
        interest = favourite && chance(rng, 0.85) ? favourite : pick(rng, INTERESTS).urlName;
        const cycle = cycles.get(interest) ?? [];
        for (let attempt = 0; attempt < cycle.length && !name; attempt++) {
          const at = cursor.get(interest) ?? 0;
          cursor.set(interest, at + 1);
          const entry = cycle[at % cycle.length];
          if (entry && !slugs.has(slugify(entry.name))) ({ name, description } = entry);
        }
        if (!name) name = `More ${pick(rng, cycle).name.toLowerCase()} ${slugs.size + 1}`;
        if (chance(rng, 0.2)) description = '';
        else if (chance(rng, 0.25)) description = `${description} ${pick(rng, BOARD_CLOSERS)}`;
      }
      name = name.slice(0, 50);
      slugs.add(slugify(name));
      const topic = TOPICS[interest] as TopicBank;
      const sections = chance(rng, 0.3)
        ? shuffle(rng, topic.sections)
            .slice(0, intBetween(rng, 1, 3))
            .map((title) => ({ title, slug: slugify(title) }))
        : [];
      const board: DemoBoard = {
        key: `board-${pad(drafts.length + 1)}`,
        ownerKey: owner.user.key,
        name,
        slug: slugify(name),
        description: description.slice(0, 500),
        privacy: 'public',
        isCollaborative: false,
        collaboratorKeys: [],
        interest,
        sections,
      };
      drafts.push({ board, owner, weight: 0.4 + rng() * 1.6 });
    }
  }
  restrictSome(rng, users, drafts, count);
  return drafts;
}

/**
 * Privacy and collaboration go only on creators' later boards: every profile keeps a public
 * first board, and partners' shop boards stay public.
 */
function restrictSome(rng: Rng, users: UserDraft[], drafts: BoardDraft[], count: number): void {
  const firsts = new Set(users.map((u) => drafts.find((d) => d.owner === u)));
  const eligible = shuffle(
    rng,
    drafts.filter((d) => !d.owner.partner && !firsts.has(d)),
  );
  const secret = Math.round(count * 0.08);
  const protect = Math.round(count * 0.05);
  eligible.forEach((draft, i) => {
    if (i < secret) draft.board.privacy = 'secret';
    else if (i < secret + protect) {
      draft.board.privacy = 'protected';
      draft.weight /= 2;
    }
  });
  const creators = users.filter((u) => !u.partner);
  const open = drafts.filter((d) => !d.owner.partner && d.board.privacy !== 'secret');
  for (const draft of shuffle(rng, open).slice(0, Math.max(1, Math.round(count * 0.06)))) {
    const mates = shuffle(
      rng,
      creators.filter((u) => u !== draft.owner),
    ).slice(0, intBetween(rng, 1, 2));
    if (mates.length === 0) continue;
    draft.board.isCollaborative = true;
    draft.board.collaboratorKeys = mates.map((u) => u.user.key);
  }
}
