import type { Plugin } from 'vite';

export function bookmarkletScript(root: string): Promise<string>;
export function bookmarkletPlugin(root: string): Plugin;
