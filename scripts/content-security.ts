/**
 * The app's Content-Security-Policy, added to the app's built page as a meta tag (the static files and `vite preview`
 * honour it alike; the dev server, whose module reloading runs inline code, does without it). Nothing leaves the
 * device: every source is the app's own origin, with only these additions, each needed:
 * - img-src blob: data: a picked or pasted photo is shown from a blob: URL; data: for images the browser makes itself.
 * - media-src blob: a camera or video shown from an object URL.
 * The scanner's WebAssembly runs in its worker, which this page policy does not govern (a worker gets its own policy
 * from its response, and the app serves its workers itself); worker-src 'self' keeps every worker the app's own.
 * No 'unsafe-inline' anywhere: the build has no inline script or style, and styles set from code go through the
 * CSSOM, which the policy allows.
 */
import type { Plugin } from 'vite';

/** The policy, one directive a line in the source for reading. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Vite plugin: the policy as the first tag of the app's page (index.html). The scanner's test page (ocr.html, built
 * only into dist-harness/ for the benchmarks) is fed photos as data: URLs by its driver and goes without.
 */
export function contentSecurity(): Plugin {
  return {
    name: 'mergemaker-content-security',
    apply: 'build',
    transformIndexHtml: (_html, ctx) =>
      ctx.filename.endsWith('index.html') ? [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' }] : [],
  };
}
