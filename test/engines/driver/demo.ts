/**
 * The demo server for the engine files: the browser project's spawner (test/browser/demo.ts), which loads no
 * browser client (playwright-core is seconds of module loading in every engine file, for nothing).
 */
export { spawnDemo as startDemo, type Demo } from '../../browser/demo';
