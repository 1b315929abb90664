import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy-page';

type Props = { error: unknown; testId: string };

// Its code (the error reading, zod's error schema) and the `errors` strings are fetched with the first
// failure: a form that has not failed, like the sign-in page on arrival, does not load them.
const FormErrorAlertBody = lazyComponent<Props, typeof import('./FormErrorAlertBody')>(
  () => import('./FormErrorAlertBody'),
  'FormErrorAlertBody',
);

/** A failed submit above the form; a 429 gets its own wording so people wait instead of retrying. */
export function FormErrorAlert({ error, testId }: Props) {
  if (!error) return null;
  return (
    <Suspense fallback={null}>
      <FormErrorAlertBody error={error} testId={testId} />
    </Suspense>
  );
}
