/**
 * The demo server for the engine files: the browser project's spawner (test/helpers/spawnDemo.ts), which loads no
 * browser client (playwright-core is seconds of module loading in every engine file, for nothing).
 */
export { spawnDemo as startDemo, type Demo } from '../../helpers/spawnDemo';
