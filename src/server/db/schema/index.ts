export * from './boards.ts';
export * from './feedback.ts';
export * from './images.ts';
export * from './interests.ts';
export * from './outbound.ts';
export * from './pins.ts';
export * from './sessions.ts';
export * from './users.ts';
