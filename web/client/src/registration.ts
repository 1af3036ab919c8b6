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
}

/** registration-service's RosterEntryView. */
export interface RosterEntryView {
  playerId: string;
  board: number;
  reserve: boolean;
  displayName: string;
  grade: number;
}

/** registration-service's ApplicationView. */
export interface ApplicationView {
  teamId: string;
  competitionId: string;
  schoolId: string;
  schoolName: string;
  municipality: string;
  arrival: number;
  submittedAt: string;
  roster: RosterEntryView[];
  scheduledMatches: string[];
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
}
