// The SDK tests' one stand-in back-end, for answers and failures the Prism mocks cannot make.
import { inject, onTestFinished } from 'vitest';
import type { Backend } from '../src/generated/operations';
import { prismRefusal } from './prism';

type Answer = (req: Request) => Response | Promise<Response>;

/**
 * A stand-in back-end at http://<host>/<backend>/… for failures the mocks cannot make: each request is first checked
 * by the Prism mocks of the test setup, and an off-contract one is refused and fails the test. `contractPath` undoes
 * a provider-config path override.
 */
export function contractChecked(answer: Answer, contractPath = (path: string) => path): Answer {
  const ports = inject('prismPorts');
  const refused: string[] = [];
  onTestFinished(() => {
    if (refused.length) throw new Error(`Off-contract requests:\n${refused.join('\n')}`);
  });
  return async (req) => {
    const [, backend, ...rest] = new URL(req.url).pathname.split('/');
    const refusal = await prismRefusal(ports[backend as Backend], contractPath(`/${rest.join('/')}`), req);
    if (refusal) {
      refused.push(refusal);
      throw new TypeError(refusal);
    }
    return answer(req);
  };
}
