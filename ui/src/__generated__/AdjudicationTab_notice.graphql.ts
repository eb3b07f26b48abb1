/**
 * @generated SignedSource<<7a7b1a5a28e624725830746b0b02e688>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdjudicationTab_notice$data = {
  readonly arose: string;
  readonly chargingOrder: boolean | null | undefined;
  readonly claimantName: string | null | undefined;
  readonly copies: ReadonlyArray<{
    readonly email: string;
    readonly servedAt: any | null | undefined;
    readonly sha256: string | null | undefined;
  }>;
  readonly dispute: string;
  readonly draftPdfUrl: string | null | undefined;
  readonly emailServiceAgreed: boolean;
  readonly events: ReadonlyArray<{
    readonly adjudicator: string | null | undefined;
    readonly kind: string;
    readonly label: string;
    readonly on: any;
  }>;
  readonly howToServe: string;
  readonly items: ReadonlyArray<{
    readonly disputed: any;
    readonly kind: string;
    readonly label: string;
    readonly number: number;
    readonly variationId: string | null | undefined;
  }>;
  readonly notLegalAdvice: string;
  readonly noticeDate: any | null | undefined;
  readonly number: number;
  readonly ownerAddress: string;
  readonly ownerLiability: boolean | null | undefined;
  readonly ownerName: string;
  readonly ownerServedWords: string | null | undefined;
  readonly pdfViewUrl: string | null | undefined;
  readonly problems: ReadonlyArray<{
    readonly field: string;
    readonly message: string;
  }>;
  readonly relief: string;
  readonly residentialOccupier: boolean;
  readonly respondentName: string | null | undefined;
  readonly rulesAsAt: any;
  readonly servedTo: string;
  readonly servedWords: string | null | undefined;
  readonly sha256: string | null | undefined;
  readonly status: string;
  readonly timetable: ReadonlyArray<{
    readonly date: any | null | undefined;
    readonly explanation: string;
    readonly key: string;
    readonly label: string;
    readonly projected: boolean;
    readonly section: string;
    readonly upTo: boolean;
  }>;
  readonly totalDisputed: any;
  readonly viewerCanAct: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"DeterminationPanel_notice" | "StepRecorder_notice">;
  readonly " $fragmentType": "AdjudicationTab_notice";
};
export type AdjudicationTab_notice$key = {
  readonly " $data"?: AdjudicationTab_notice$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdjudicationTab_notice">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "AdjudicationTab_notice"
};

(node as any).hash = "17fb260f6ec648ac19a1216cd657b883";

export default node;
