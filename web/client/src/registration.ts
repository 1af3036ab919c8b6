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
  grade: number;
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
    return this.api.get(`${this.baseUrl}/api/competitions/${encodeURIComponent(competitionId)}/teams/${encodeURIComponent(teamId)}/login-list`);
  }

  /** The applications as a spreadsheet (`;`-separated) or a printable summary: organizers only, so fetched with the token. */
  applicationsExport(competitionId: string, kind: 'export.csv' | 'summary.html'): Promise<{ blob: Blob; filename: string | undefined }> {
    return this.api.download(`${this.baseUrl}/api/competitions/${encodeURIComponent(competitionId)}/applications/${kind}`);
  }

  /** Links the signed-in player's account to the roster entry of an invitation code (player role). */
  redeemInvitation(code: string): Promise<RedeemedInvitation> {
    return this.api.post(`${this.baseUrl}/api/invitations/${encodeURIComponent(code)}/redeem`, undefined);
  }
}
