'use client';

import { createContext, useContext, type ReactNode } from 'react';

// The signed-in staff account's id, handed down by the staff layout: what is kept in this browser for one account
// (a form's local copy) is never offered to another who signs in on the same machine.
const StaffUserId = createContext<string | null>(null);

export function StaffUserProvider({ id, children }: { id: string; children: ReactNode }) {
  return <StaffUserId.Provider value={id}>{children}</StaffUserId.Provider>;
}

export const useStaffUserId = () => useContext(StaffUserId);
