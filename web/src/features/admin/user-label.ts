/** Spec: the full name when both first and last name exist, else the username. */
export function userLabel(user: { firstName: string | null; lastName: string | null; username: string }): string {
  return user.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : user.username;
}
