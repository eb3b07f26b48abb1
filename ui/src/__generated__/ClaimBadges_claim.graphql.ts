/**
 * @generated SignedSource<<228328c8d36e523a1ef24dbb072ccd57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
export type PaymentScheduleStatus = "Draft" | "Sent" | "%future added value";
export type RevisionType = "Invoice" | "NzCcaClaim" | "NzCcaClaimCombined" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClaimBadges_claim$data = {
  readonly isPaid: boolean;
  readonly isPaying: boolean;
  readonly label: string | null | undefined;
  readonly latest: {
    readonly dueDate: any | null | undefined;
    readonly type: RevisionType;
  } | null | undefined;
  readonly schedule: {
    readonly claimedExcl: any;
    readonly claimedTax: any;
    readonly dueDate: any | null | undefined;
    readonly scheduleExcl: any;
    readonly scheduleTax: any;
    readonly status: PaymentScheduleStatus;
  } | null | undefined;
  readonly status: ClaimStatus;
  readonly " $fragmentType": "ClaimBadges_claim";
};
export type ClaimBadges_claim$key = {
  readonly " $data"?: ClaimBadges_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimBadges_claim">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimBadges_claim",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPaid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPaying",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimRevision",
      "kind": "LinkedField",
      "name": "latest",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentSchedule",
      "kind": "LinkedField",
      "name": "schedule",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduleExcl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduleTax",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimedExcl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimedTax",
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

(node as any).hash = "c9f44fb89f6568c0c5973f871a41e7e0";

export default node;
