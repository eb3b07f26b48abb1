/**
 * @generated SignedSource<<9501549b9acab7e42cd9ebefa90bdeac>>
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
    readonly basis: string;
    readonly date: any;
    readonly isPassed: boolean;
    readonly overdueStatement: string | null | undefined;
    readonly skipped: ReadonlyArray<{
      readonly date: any;
      readonly reason: string;
    }>;
    readonly workingDaysLeft: number;
  } | null | undefined;
  readonly status: ClaimStatus;
  readonly " $fragmentType": "ScheduleDeadlineNote_claim";
};
export type ScheduleDeadlineNote_claim$key = {
  readonly " $data"?: ScheduleDeadlineNote_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleDeadlineNote_claim">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
};
return {
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
      "concreteType": "ScheduleDeadline",
      "kind": "LinkedField",
      "name": "scheduleDeadline",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "CcaSkippedDay",
          "kind": "LinkedField",
          "name": "skipped",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
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
})();

(node as any).hash = "4c5a9dd4f3df87c3d546a40658868b84";

export default node;
