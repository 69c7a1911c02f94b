// Importing this module lets the thread that imports it import TypeScript modules
// (lib/typescript-hooks.mjs says how). Each thread registers the hooks for itself.
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
