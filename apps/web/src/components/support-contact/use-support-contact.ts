import type { SupportContact } from '@shopkeeper/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { calls } from '../../lib/calls.ts';

/** GET /v1/support/contact: needs no account. Its failure is shown where it is used, quietly. */
export function useSupportContact() {
  return useQuery({
    queryKey: ['support-contact'],
    queryFn: () => api.send(calls.getSupportContact, {}, { quiet: true }),
    staleTime: 5 * 60_000,
  });
}

/** Whether the operator has given any way to reach support. */
export function hasAnyContact(contact: SupportContact | undefined): contact is SupportContact {
  return Boolean(contact && (contact.email || contact.phone || contact.whatsapp || contact.telegram));
}
