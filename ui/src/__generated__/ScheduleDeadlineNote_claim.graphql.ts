/**
 * @generated SignedSource<<1ff1a37e799e18365f133b45211a4f8e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ScheduleDeadlineNote_claim$data = {
  readonly scheduleDeadline: {
    readonly actNotes: ReadonlyArray<string>;
    readonly basis: string;
    readonly holidaysNote: string | null | undefined;
    readonly isPassed: boolean;
    readonly overdueStatement: string | null | undefined;
    readonly skipped: ReadonlyArray<{
      readonly date: any;
      readonly reason: string;
    }>;
    readonly terms: string;
    readonly workingDaysLeft: number;
  } | null | undefined;
  readonly standing: {
    readonly debt: {
      readonly statement: string;
    } | null | undefined;
    readonly scheduleDeadline: any | null | undefined;
    readonly scheduleGivenLate: boolean;
  };
  readonly status: ClaimStatus;
  readonly " $fragmentType": "ScheduleDeadlineNote_claim";
};
export type ScheduleDeadlineNote_claim$key = {
  readonly " $data"?: ScheduleDeadlineNote_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleDeadlineNote_claim">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleDeadlineNote_claim",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimStanding",
      "kind": "LinkedField",
      "name": "standing",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduleDeadline",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduleGivenLate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ClaimDebt",
          "kind": "LinkedField",
          "name": "debt",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "statement",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ScheduleDeadline",
      "kind": "LinkedField",
      "name": "scheduleDeadline",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "basis",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "workingDaysLeft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isPassed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "overdueStatement",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "terms",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actNotes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "holidaysNote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CcaSkippedDay",
          "kind": "LinkedField",
          "name": "skipped",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "date",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Claim",
  "abstractKey": null
};

(node as any).hash = "9f10b4f520576e75575843904675c9e3";

export default node;
