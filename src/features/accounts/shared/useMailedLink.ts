import { useIntl, useLocation } from '@umijs/max';
import { useEffect, useRef, useState } from 'react';
import { RequestError } from '@/utils/request';

export type MailedLinkState = { status: 'working' } | { status: 'done' } | { status: 'failed'; text: string };

/**
 * A page opened from a mailed link (`?token=…`): spends the token at once, signed in or not, and
 * answers how it went. The link is used up by its first call: never a second one for the same token,
 * even when React runs the effect twice. `done` runs once the server took it.
 */
export function useMailedLink(
  spend: (token: string) => Promise<unknown>,
  done: () => unknown = () => undefined,
): MailedLinkState {
  const intl = useIntl();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [state, setState] = useState<MailedLinkState>({ status: 'working' });
  const sentFor = useRef<string>();

  useEffect(() => {
    const missing = intl.formatMessage({ id: 'account.link.missing' });
    if (!token) {
      setState({ status: 'failed', text: missing });
      return;
    }
    if (sentFor.current === token) return;
    sentFor.current = token;
    spend(token).then(
      () => {
        setState({ status: 'done' });
        done();
      },
      (error: unknown) => {
        // Skipping the handler, a 4xx may arrive as the transport's error, its envelope in `data`.
        const info =
          error instanceof RequestError
            ? error.info
            : (error as { data?: { message?: string } } | undefined)?.data;
        setState({ status: 'failed', text: info?.message || missing });
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  return state;
}
