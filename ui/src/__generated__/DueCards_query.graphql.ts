/**
 * @generated SignedSource<<c6ebfc741a1fb7c0d6536a7bfd39505c>>
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
    readonly depositSummary: string | null | undefined;
    readonly releasesDueToUs: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"DueCards_ledgers">;
    }>;
    readonly releasesWeOwe: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"DueCards_ledgers">;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "DueCards_query";
};
export type DueCards_query$key = {
  readonly " $data"?: DueCards_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DueCards_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "DueCards_ledgers"
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
          "kind": "ScalarField",
          "name": "depositSummary",
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "payeeName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "outstanding",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "exposureCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "RetentionLedgerDue",
              "kind": "LinkedField",
              "name": "ledgers",
              "plural": true,
              "selections": [
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
                  "name": "siteName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "ownerSlug",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "contractSlug",
                  "storageKey": null
                },
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
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RetentionLedgerDue",
          "kind": "LinkedField",
          "name": "releasesDueToUs",
          "plural": true,
          "selections": (v0/*:: as any*/),
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

(node as any).hash = "0223a6f07ff49877b51437cf30adb133";

export default node;
