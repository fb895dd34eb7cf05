import { useIntl, useModel } from '@umijs/max';
import { message, type FormInstance } from 'antd';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import type * as API from '@common/contract';
import { toUserUpdate, updateUser } from '@/features/accounts/services/user';
import { showFieldErrors } from '@/utils/formErrors';

/** What a page may change; access is left out because nobody changes their own. */
export type UserChanges = Partial<Omit<API.UserUpdate, 'uid' | 'access'>>;

/** A form whose fields show the server's sentences about them, instead of a toast. */
export interface FieldsOf {
  form: FormInstance;
  fields: readonly string[];
}

/**
 * Saves changes to the signed-in user and puts the answer into the initial state, so the header,
 * the account centre and the settings all show the new values. Resolves false when the server
 * refused: the request module has already told the user why, or `shownIn`'s fields show it.
 */
export function useSaveUser() {
  const intl = useIntl();
  const { initialState, setInitialState } = useModel('@@initialState');
  const currentUser = initialState?.currentUser;
  const fetchUserInfo = initialState?.fetchUserInfo;

  const save = useCallback(
    async (
      changes: UserChanges,
      successId = 'account.save.success',
      shownIn?: FieldsOf,
    ): Promise<boolean> => {
      if (!currentUser) return false;
      const update = { ...toUserUpdate(currentUser), ...changes };
      let fresh: API.CurrentUser | undefined;
      try {
        const { data } = await (shownIn
          ? updateUser(update, { formFields: shownIn.fields })
          : updateUser(update));
        fresh = data?.uid === currentUser.uid ? data : await fetchUserInfo?.();
      } catch (error) {
        if (shownIn) showFieldErrors(shownIn.form, error, shownIn.fields);
        return false;
      }
      if (fresh) {
        const user = fresh;
        flushSync(() => setInitialState((s) => ({ ...s, currentUser: user })));
      }
      message.success(intl.formatMessage({ id: successId }));
      return true;
    },
    [currentUser, fetchUserInfo, intl, setInitialState],
  );

  return { currentUser, save };
}
