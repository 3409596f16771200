// The signed-in user as the server presents it (/api/auth/*). Types only: the web app imports this
// file, so keep it free of Node imports.

export interface UserDto {
  id: string;
  email: string;
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  subscriptionLevel: string;
  subscriptionStatus: string | null;
  credits: number;
  renewalDate: string | null;
  isAdmin: boolean;
  createdAt: string;
}
