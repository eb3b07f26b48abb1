/**
 * @generated SignedSource<<7492ff177734c6b81d5f20e1fd05141d>>
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
    readonly id: string;
    readonly invoiceReference: string;
    readonly lines: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"LineGrid_line">;
    }>;
    readonly rev: number;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"ClaimDocument_revision">;
  } | null | undefined;
  readonly id: string;
  readonly isUnread: boolean;
  readonly latest: {
    readonly gstRegistered: boolean;
    readonly id: string;
    readonly invoiceReference: string;
    readonly lines: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"LineGrid_line">;
    }>;
    readonly rev: number;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"ClaimDocument_revision">;
  } | null | undefined;
  readonly number: number;
  readonly recordedFrom: string | null | undefined;
  readonly status: ClaimStatus;
  readonly title: string;
  readonly version: string;
  readonly viewerCanComment: boolean;
  readonly viewerCanEdit: boolean;
  readonly viewerCanSeeDraft: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimActions_claim" | "ClaimBadges_claim" | "ClaimStanding_claim" | "PaymentsPanel_claim" | "ReceivedClaimDocument_claim" | "ReceivedPanel_claim" | "ScheduleDeadlineNote_claim">;
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
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rev",
    "storageKey": null
  },
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "invoiceReference",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "gstRegistered",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ClaimLine",
    "kind": "LinkedField",
    "name": "lines",
    "plural": true,
    "selections": [
      {
        "kind": "InlineDataFragmentSpread",
        "name": "LineGrid_line",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "itemId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "previous",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "qtyPrevious",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isRetention",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LedgerEntry",
            "kind": "LinkedField",
            "name": "entry",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "position",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "group",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reference",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalPrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unitPrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "qtyMilli",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isReversal",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LedgerVariation",
                "kind": "LinkedField",
                "name": "variation",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "issueNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contractId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isApproved",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FileRef",
                "kind": "LinkedField",
                "name": "files",
                "plural": true,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "filename",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contentType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "size",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isImage",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "args": null,
        "argumentDefinitions": ([]/*:: as any*/)
      }
    ],
    "storageKey": null
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "ClaimDocument_revision"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimPage_claim",
  "selections": [
    (v0/*:: as any*/),
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
    (v1/*:: as any*/),
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
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimRevision",
      "kind": "LinkedField",
      "name": "latest",
      "plural": false,
      "selections": (v2/*:: as any*/),
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

(node as any).hash = "d390e66b3b9400cbb3ced831ae1032cb";

export default node;
