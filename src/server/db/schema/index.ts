export * from './boards.ts';
export * from './images.ts';
export * from './interests.ts';
export * from './invites.ts';
export * from './outbound.ts';
export * from './pins.ts';
export * from './sessions.ts';
export * from './users.ts';
