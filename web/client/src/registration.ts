import type { Api } from './api';
import type { SubmitApplication } from './validation/application';
import type { OpenCompetition } from './validation/competition';

/** registration-service's CompetitionView. */
export interface CompetitionView {
  id: string;
  name: string;
  deadline: string;
  timeZone: string;
  boardCount: number;
  maxReserves: number;
  minGrade: number;
  maxGrade: number;
  open: boolean;
  /** The gender each board requires (male, female, any), board 1 first. */
  boardGenders: string[];
  /** The gender each reserve slot requires. */
  reserveGenders: string[];
  endsAt?: string;
}

/**
 * registration-service's RosterEntryView. Names, the birth date and the invitation code are there
 * for organizers and the school's own coach (and names not after the personal data is erased).
 */
export interface RosterEntryView {
  playerId: string;
  /** The position in the roster, from 1; past the competition's board count a reserve. */
  board: number;
  reserve: boolean;
  displayName: string;
  surname?: string;
  firstName?: string;
  patronymic?: string;
  /** Left out, like the patronymic, birth date and gender, for another school's coach. */
  grade?: number;
  birthDate?: string;
  gender?: string;
  invitationCode?: string;
  linked: boolean;
  linkedAt?: string;
}

/** registration-service's ApplicationView.LeaderView; phone and e-mail for organizers and the own coach. */
export interface LeaderView {
  fullName?: string;
  position?: string;
  phone?: string;
  email?: string;
}

/** registration-service's ApplicationView.DirectorView. */
export interface DirectorView {
  fullName?: string;
  phone?: string;
}

export interface AgreementsView {
  fairPlay: boolean;
  technicalMeans: boolean;
  parentalConsent: boolean;
}

/** registration-service's ApplicationView (fields that are null are left out of the JSON). */
export interface ApplicationView {
  teamId: string;
  competitionId: string;
  schoolId: string;
  schoolName: string;
  municipality: string;
  arrival: number;
  submittedAt: string;
  updatedAt?: string;
  /** active or withdrawn */
  status?: string;
  /** The first complete application still active: it plays the trial match (seed 000 §5.1). */
  trialMatch?: boolean;
  leader?: LeaderView;
  director?: DirectorView;
  agreements?: AgreementsView;
  roster: RosterEntryView[];
  scheduledMatches: string[];
  personalDataErasedAt?: string;
}

/**
 * registration-service's RedeemedInvitation: the roster entry the player's account is now linked
 * to. `board` is the position in the roster from 1 (past the competition's board count a reserve;
 * the board count is not in the answer, and players cannot read the competition).
 */
export interface RedeemedInvitation {
  competitionId: string;
  teamId: string;
  playerId: string;
  board: number;
  displayName: string;
  schoolName: string;
}

/** registration-service's LoginListEntry: what an opposing school sees of a player (seed 000 Appendix 3). */
export interface LoginListEntry {
  /** The position in the roster, from 1; past the competition's board count a reserve. */
  board: number;
  reserve: boolean;
  displayName: string;
}

/** registration-service's invitation of a rostered child (GET /api/invitations/{code}, anonymous). */
export interface InvitationView {
  code: string;
  kind: 'player';
  firstName: string;
  lastName: string;
  /** The position in the roster, from 1. */
  board: number;
  teamName: string;
  competitionName: string;
  accountExists: boolean;
}

/** A new account's name and password, as both account requests take them. */
export interface AccountRequest {
  username: string;
  password: string;
}

/** The answer to POST /api/invitations/{code}/account: the account, linked to its roster entry. */
export interface CreatedPlayerAccount {
  username: string;
  accountId: string;
  teamId: string;
  board: number;
  playerId: string;
  competitionId: string;
}

/** The roles an organizer invites staff to (registration-service's staff invitations). */
export const STAFF_ROLES = ['coach', 'arbiter', 'federation'] as const;
export type StaffRole = typeof STAFF_ROLES[number];

/** An invitation of a coach, arbiter or federation reader as its invitee reads it (anonymous). */
export interface StaffInvitationView {
  code: string;
  role: StaffRole;
  firstName: string;
  lastName: string;
  accountExists: boolean;
}

/** A staff invitation in the organizer's list, newest first. */
export interface StaffInvitation extends StaffInvitationView {
  createdAt: string;
  /** Null while no account exists. */
  username: string | null;
}

export interface InviteStaff {
  role: StaffRole;
  firstName: string;
  lastName: string;
}

/** The answer to POST /api/staff-invitations/{code}/account. */
export interface CreatedStaffAccount {
  username: string;
  accountId: string;
  role: StaffRole;
}

/** One child's login card (the own coach's or an organizer's), by board. */
export interface LoginCard {
  playerId: string;
  board: number;
  firstName: string;
  lastName: string;
  invitationCode: string;
  accountExists: boolean;
  /** Null while no account exists. */
  username: string | null;
}

/** A child's new password, shown once. */
export interface ResetPassword {
  username: string;
  password: string;
}

/** registration-service's REST API (its rest/ package), as the page calls it. */
export class RegistrationClient {
  constructor(private readonly api: Api, private readonly baseUrl: string) {}

  competitions(): Promise<CompetitionView[]> {
    return this.api.get(`${this.baseUrl}/api/competitions`);
  }

  openCompetition(request: OpenCompetition): Promise<CompetitionView> {
    return this.api.post(`${this.baseUrl}/api/competitions`, request);
  }

  submitApplication(competitionId: string, request: SubmitApplication): Promise<ApplicationView> {
    return this.api.post(`${this.baseUrl}/api/competitions/${encodeURIComponent(competitionId)}/applications`, request);
  }

  /** The whole application again (its coach until the deadline, organizers at any time); unchanged players keep their ids. */
  updateApplication(competitionId: string, teamId: string, request: SubmitApplication): Promise<ApplicationView> {
    return this.api.put(`${this.baseUrl}/api/competitions/${encodeURIComponent(competitionId)}/applications/${encodeURIComponent(teamId)}`, request);
  }

  /** Withdraws the team (its coach until the deadline, organizers at any time); again changes nothing. */
  withdrawApplication(competitionId: string, teamId: string): Promise<ApplicationView> {
    return this.api.post(`${this.baseUrl}/api/competitions/${encodeURIComponent(competitionId)}/applications/${encodeURIComponent(teamId)}/withdrawal`, undefined);
  }

  myApplication(competitionId: string): Promise<ApplicationView> {
    return this.api.get(`${this.baseUrl}/api/competitions/${encodeURIComponent(competitionId)}/applications/mine`);
  }

  applications(competitionId: string): Promise<ApplicationView[]> {
    return this.api.get(`${this.baseUrl}/api/competitions/${encodeURIComponent(competitionId)}/applications`);
  }

  /** One team's application (organizers; a coach reads another school's without its personal data). */
  application(competitionId: string, teamId: string): Promise<ApplicationView> {
    return this.api.get(`${this.baseUrl}/api/competitions/${encodeURIComponent(competitionId)}/applications/${encodeURIComponent(teamId)}`);
  }

  /** A team's login list (seed 000 Appendix 3): its players' boards and display names, for organizers and the competition's coaches. */
  loginList(competitionId: string, teamId: string): Promise<LoginListEntry[]> {
    return this.api.get(`${this.teamUrl(competitionId, teamId)}/login-list`);
  }

  /** The applications as a spreadsheet (`;`-separated) or a printable summary: organizers only, so fetched with the token. */
  applicationsExport(competitionId: string, kind: 'export.csv' | 'summary.html'): Promise<{ blob: Blob; filename: string | undefined }> {
    return this.api.download(`${this.baseUrl}/api/competitions/${encodeURIComponent(competitionId)}/applications/${kind}`);
  }

  /** Links the signed-in player's account to the roster entry of an invitation code (player role). */
  redeemInvitation(code: string): Promise<RedeemedInvitation> {
    return this.api.post(`${this.baseUrl}/api/invitations/${encodeURIComponent(code)}/redeem`, undefined);
  }

  /** Whom a child's invitation code is for (anonymous). */
  invitation(code: string): Promise<InvitationView> {
    return this.api.get(`${this.baseUrl}/api/invitations/${encodeURIComponent(code)}`);
  }

  /** A child's account made from the invitation code and linked to the roster entry (anonymous). */
  createPlayerAccount(code: string, request: AccountRequest): Promise<CreatedPlayerAccount> {
    return this.api.post(`${this.baseUrl}/api/invitations/${encodeURIComponent(code)}/account`, request);
  }

  /** Whom a staff invitation is for (anonymous). */
  staffInvitation(code: string): Promise<StaffInvitationView> {
    return this.api.get(`${this.baseUrl}/api/staff-invitations/${encodeURIComponent(code)}`);
  }

  /** A coach's, arbiter's or federation reader's account made from the invitation (anonymous). */
  createStaffAccount(code: string, request: AccountRequest): Promise<CreatedStaffAccount> {
    return this.api.post(`${this.baseUrl}/api/staff-invitations/${encodeURIComponent(code)}/account`, request);
  }

  /** The organizer's staff invitations, newest first. */
  staffInvitations(): Promise<StaffInvitation[]> {
    return this.api.get(`${this.baseUrl}/api/staff-invitations`);
  }

  inviteStaff(request: InviteStaff): Promise<StaffInvitation> {
    return this.api.post(`${this.baseUrl}/api/staff-invitations`, request);
  }

  /** A team's login cards (the own coach or an organizer), by board. */
  loginCards(competitionId: string, teamId: string): Promise<LoginCard[]> {
    return this.api.get(`${this.teamUrl(competitionId, teamId)}/login-cards`);
  }

  /** A new random password for a child's account (the own coach or an organizer). */
  resetPassword(competitionId: string, teamId: string, playerId: string): Promise<ResetPassword> {
    return this.api.post(`${this.teamUrl(competitionId, teamId)}/players/${encodeURIComponent(playerId)}/password-reset`, undefined);
  }

  private teamUrl(competitionId: string, teamId: string): string {
    return `${this.baseUrl}/api/competitions/${encodeURIComponent(competitionId)}/teams/${encodeURIComponent(teamId)}`;
  }
}
