/**
 * @generated SignedSource<<0bcc3290bfb42d70b85a13af63529fa1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DueCards_query$data = {
  readonly retentionDue: {
    readonly depositAlerts: ReadonlyArray<{
      readonly exposureCount: number;
      readonly ledgers: ReadonlyArray<{
        readonly contractId: string;
        readonly contractSlug: string;
        readonly depositDaysNote: string | null | undefined;
        readonly exposures: ReadonlyArray<{
          readonly amount: any;
          readonly depositBy: any;
          readonly entryNumber: number;
          readonly withheldOn: any;
        }>;
        readonly ownerSlug: string;
        readonly siteName: string;
      }>;
      readonly outstanding: any;
      readonly payeeName: string;
    }>;
    readonly depositNote: string;
    readonly exposureCount: number;
    readonly outstanding: any;
    readonly releasesDueToUs: ReadonlyArray<{
      readonly contractId: string;
      readonly contractSlug: string;
      readonly holderName: string;
      readonly ownerSlug: string;
      readonly payeeName: string;
      readonly releases: ReadonlyArray<{
        readonly interest: string | null | undefined;
        readonly late: boolean;
        readonly releaseOn: any;
        readonly text: string;
      }>;
      readonly siteName: string;
    }>;
    readonly releasesWeOwe: ReadonlyArray<{
      readonly contractId: string;
      readonly contractSlug: string;
      readonly holderName: string;
      readonly ownerSlug: string;
      readonly payeeName: string;
      readonly releases: ReadonlyArray<{
        readonly interest: string | null | undefined;
        readonly late: boolean;
        readonly releaseOn: any;
        readonly text: string;
      }>;
      readonly siteName: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "DueCards_query";
};
export type DueCards_query$key = {
  readonly " $data"?: DueCards_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DueCards_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "exposureCount",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outstanding",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payeeName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ownerSlug",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractSlug",
  "storageKey": null
},
v7 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "holderName",
    "storageKey": null
  },
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "RetentionReleaseDue",
    "kind": "LinkedField",
    "name": "releases",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "releaseOn",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "text",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "late",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "interest",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DueCards_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RetentionDue",
      "kind": "LinkedField",
      "name": "retentionDue",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "depositNote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RetentionDepositAlert",
          "kind": "LinkedField",
          "name": "depositAlerts",
          "plural": true,
          "selections": [
            (v2/*:: as any*/),
            (v1/*:: as any*/),
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "RetentionLedgerDue",
              "kind": "LinkedField",
              "name": "ledgers",
              "plural": true,
              "selections": [
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "depositDaysNote",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "RetentionExposure",
                  "kind": "LinkedField",
                  "name": "exposures",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "entryNumber",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "withheldOn",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "depositBy",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "amount",
                      "storageKey": null
                    }
                  ],
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
          "concreteType": "RetentionLedgerDue",
          "kind": "LinkedField",
          "name": "releasesWeOwe",
          "plural": true,
          "selections": (v7/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RetentionLedgerDue",
          "kind": "LinkedField",
          "name": "releasesDueToUs",
          "plural": true,
          "selections": (v7/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "f334e94b483110b2cbf7941ca28b6b16";

export default node;
