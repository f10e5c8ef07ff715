// Checklist 17: every IPC handler checks who is calling (the app's own top frame, from the app's origin) and what it
// sent (the channel's schema, src/shared/ipc.ts). A refused call rejects in the page with a clear error and runs nothing.
import { CHANNELS, type Channel, type ChannelArgs, IpcArgumentError, validateArgs } from '../shared/ipc';
import type { IpcMain, IpcMainInvokeEvent } from './electron-api';
import { isSameOrigin } from './security';

export type Handlers = { [C in Channel]: (...args: ChannelArgs<C>) => unknown };

class IpcSenderError extends Error {
  override name = 'IpcSenderError';
}

/** The sender is trusted when it is the top frame of one of our windows and shows the app's origin. */
function assertTrustedSender(
  event: Pick<IpcMainInvokeEvent, 'senderFrame' | 'sender'>,
  appOrigin: string,
  isOurWindow: (contentsId: number) => boolean,
): void {
  const frame = event.senderFrame;
  if (!frame) throw new IpcSenderError('IPC refused: the sending frame is gone');
  if (frame.parent !== null) throw new IpcSenderError('IPC refused: only the top frame may call');
  if (!isSameOrigin(frame.url, appOrigin))
    throw new IpcSenderError(`IPC refused: sender origin is not ${appOrigin}`);
  if (!isOurWindow(event.sender.id)) throw new IpcSenderError('IPC refused: unknown window');
}

export function registerIpc(
  ipcMain: IpcMain,
  handlers: Handlers,
  opts: { appOrigin: string; isOurWindow: (contentsId: number) => boolean; log?: (line: string) => void },
): () => void {
  const channels = Object.keys(CHANNELS) as Channel[];
  for (const channel of channels) {
    ipcMain.handle(channel, async (event, ...args: unknown[]) => {
      try {
        assertTrustedSender(event, opts.appOrigin, opts.isOurWindow);
        const valid = validateArgs(channel, args);
        return await (handlers[channel] as unknown as (...a: unknown[]) => unknown)(...(valid as unknown[]));
      } catch (e) {
        if (e instanceof IpcArgumentError || e instanceof IpcSenderError) {
          opts.log?.(`[ott] ${e.message}`);
          throw new Error(e.message);
        }
        throw e;
      }
    });
  }
  return () => {
    for (const channel of channels) ipcMain.removeHandler(channel);
  };
}
