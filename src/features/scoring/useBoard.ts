/**
 * The board (roles, runs, schemes): from the server when it answers, kept in IndexedDB, and the kept
 * one when it does not (offline, or the server down).
 */
import { useEffect, useState } from 'react';
import type * as API from '@common/contract';
import type { ScoringDb } from './store/db';
import { queryBoard } from './services/scoring';

export interface BoardState {
  board?: API.RefereeBoard;
  /** When the board shown was read from the server. */
  savedAt?: string;
  fromCache: boolean;
  loading: boolean;
}

export function useBoard(db: ScoringDb, uid: number | undefined, online: boolean, round = 0): BoardState {
  const [state, setState] = useState<BoardState>({ fromCache: false, loading: true });
  useEffect(() => {
    if (!uid) return undefined;
    let current = true;
    const cached = async () => {
      const row = await db.boards.get(uid);
      if (current) setState({ board: row?.board, savedAt: row?.savedAt, fromCache: true, loading: false });
    };
    const fresh = async () => {
      const board = await queryBoard();
      const savedAt = new Date().toISOString();
      await db.boards.put({ uid, board, savedAt });
      if (current) setState({ board, savedAt, fromCache: false, loading: false });
    };
    (online ? fresh() : Promise.reject(new Error('offline'))).catch(cached);
    return () => {
      current = false;
    };
  }, [db, uid, online, round]);
  return state;
}
