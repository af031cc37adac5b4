import { Link } from 'react-router';

/** Where the Users section opens one merchant's detail (features/users reads `?user=`). */
export const userHref = (userId: number) => `/users?user=${userId}`;

/** A merchant named by username, linking to their detail in Users. */
export function MerchantLink({ userId, username }: { userId: number; username: string }) {
  return <Link to={userHref(userId)}>{username}</Link>;
}
