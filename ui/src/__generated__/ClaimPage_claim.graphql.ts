/**
 * @generated SignedSource<<ca0691d90cc40f27a35b776e3146f1a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClaimPage_claim$data = {
  readonly draft: {
    readonly gstRegistered: boolean;
    readonly rev: number;
    readonly " $fragmentSpreads": FragmentRefs<"ClaimPage_revision">;
  } | null | undefined;
  readonly id: string;
  readonly isUnread: boolean;
  readonly latest: {
    readonly rev: number;
    readonly " $fragmentSpreads": FragmentRefs<"ClaimPage_revision">;
  } | null | undefined;
  readonly number: number;
  readonly recordedFrom: string | null | undefined;
  readonly status: ClaimStatus;
  readonly title: string;
  readonly version: string;
  readonly viewerCanComment: boolean;
  readonly viewerCanEdit: boolean;
  readonly viewerCanSeeDraft: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimActions_claim" | "ClaimBadges_claim" | "ClaimStanding_claim" | "CutoffNote_claim" | "PaymentsPanel_claim" | "ReceivedClaimDocument_claim" | "ReceivedPanel_claim" | "RemediesPanel_claim" | "ScheduleDeadlineNote_claim" | "ServedNoticeCard_claim">;
  readonly " $fragmentType": "ClaimPage_claim";
};
export type ClaimPage_claim$key = {
  readonly " $data"?: ClaimPage_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimPage_claim">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rev",
  "storageKey": null
},
v1 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "ClaimPage_revision"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimPage_claim",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isUnread",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSeeDraft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanComment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimRevision",
      "kind": "LinkedField",
      "name": "draft",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gstRegistered",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
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
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClaimActions_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ScheduleDeadlineNote_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClaimBadges_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CutoffNote_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClaimStanding_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentsPanel_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReceivedPanel_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RemediesPanel_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ServedNoticeCard_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReceivedClaimDocument_claim"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recordedFrom",
      "storageKey": null
    }
  ],
  "type": "Claim",
  "abstractKey": null
};
})();

(node as any).hash = "fa8a067416e6bda1e17539dabb6c6758";

export default node;
