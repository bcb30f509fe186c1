import { a } from './a.ts';
export const b = () => a;
