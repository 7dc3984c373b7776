/**
 * `npm run api:check` (and a step of `npm test`): fails when `openapi/openapi.yaml` breaks a client of the latest
 * release in `openapi/releases/` while the major version of `info.version` did not move, when its version is older
 * than that release, or when a released file was edited; each breaking change is listed with its JSON pointer and the
 * line of the file that holds it. Additive changes pass: the changelog lists them as not yet released.
 */
import { checkCompatibility } from '../plugins/apiChangelog/compatibility.ts';
import { defaultDescription, defaultReleasesDir } from './apiRelease.ts';

const [descriptionFile = defaultDescription, releasesDir = defaultReleasesDir] = process.argv.slice(2);
try {
  const { latest, version, changes, problems } = await checkCompatibility(descriptionFile, releasesDir);
  if (problems.length > 0) {
    console.error(problems.join('\n\n'));
    process.exit(1);
  }
  const breaking = changes.filter((change) => change.breaking).length;
  console.log(
    latest
      ? `${descriptionFile} (${version}) against release ${latest.version}: ${changes.length} changes, ${breaking} breaking` +
          `${breaking > 0 ? ' with a new major version' : ''}; compatible.`
      : `${releasesDir} has no release yet: run npm run api:release to make ${version} the first.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
