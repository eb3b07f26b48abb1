/**
 * @generated SignedSource<<1a91ce612e7dc5231cb195cfa6f03a5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RetentionPageQuery$variables = Record<PropertyKey, never>;
export type RetentionPageQuery$data = {
  readonly retention: {
    readonly heldFromUs: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"LedgerTable_ledgers">;
    }>;
    readonly heldFromUsTotals: {
      readonly " $fragmentSpreads": FragmentRefs<"LedgerTable_totals">;
    };
    readonly notNettedReason: string;
    readonly weHold: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"LedgerTable_ledgers">;
    }>;
    readonly weHoldTotals: {
      readonly " $fragmentSpreads": FragmentRefs<"LedgerTable_totals">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"TrustAccountCard_retention">;
  } | null | undefined;
};
export type RetentionPageQuery = {
  response: RetentionPageQuery$data;
  variables: RetentionPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notNettedReason",
  "storageKey": null
},
v1 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "LedgerTable_ledgers"
  }
],
v2 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "LedgerTable_totals"
  }
],
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "retentionMoney",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "heldInAccount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "coveredByInstruments",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "shortfall",
    "storageKey": null
  }
],
v4 = [
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
    "name": "holderName",
    "storageKey": null
  },
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
    "name": "weHold",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "viewerCanRecord",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "warning",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "RetentionBalances",
    "kind": "LinkedField",
    "name": "balances",
    "plural": false,
    "selections": (v3/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RetentionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionOverview",
        "kind": "LinkedField",
        "name": "retention",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionLedger",
            "kind": "LinkedField",
            "name": "weHold",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionBalances",
            "kind": "LinkedField",
            "name": "weHoldTotals",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionLedger",
            "kind": "LinkedField",
            "name": "heldFromUs",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionBalances",
            "kind": "LinkedField",
            "name": "heldFromUsTotals",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TrustAccountCard_retention"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RetentionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionOverview",
        "kind": "LinkedField",
        "name": "retention",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionLedger",
            "kind": "LinkedField",
            "name": "weHold",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionBalances",
            "kind": "LinkedField",
            "name": "weHoldTotals",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionLedger",
            "kind": "LinkedField",
            "name": "heldFromUs",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionBalances",
            "kind": "LinkedField",
            "name": "heldFromUsTotals",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanKeepAccount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RegisteredBank",
            "kind": "LinkedField",
            "name": "banks",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "banksSource",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "banksAsOf",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TrustAccount",
            "kind": "LinkedField",
            "name": "trustAccount",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bank",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bankName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bankNotifiedOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attestedByName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attestedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dcc4bda3386102b38ac3804cf1c3fce8",
    "id": null,
    "metadata": {},
    "name": "RetentionPageQuery",
    "operationKind": "query",
    "text": "query RetentionPageQuery {\n  retention {\n    notNettedReason\n    weHold {\n      ...LedgerTable_ledgers\n    }\n    weHoldTotals {\n      ...LedgerTable_totals\n    }\n    heldFromUs {\n      ...LedgerTable_ledgers\n    }\n    heldFromUsTotals {\n      ...LedgerTable_totals\n    }\n    ...TrustAccountCard_retention\n  }\n}\n\nfragment LedgerTable_ledgers on RetentionLedger {\n  contractId\n  siteName\n  ownerSlug\n  contractSlug\n  holderName\n  payeeName\n  weHold\n  viewerCanRecord\n  warning\n  balances {\n    retentionMoney\n    heldInAccount\n    coveredByInstruments\n    shortfall\n  }\n}\n\nfragment LedgerTable_totals on RetentionBalances {\n  retentionMoney\n  heldInAccount\n  coveredByInstruments\n  shortfall\n}\n\nfragment TrustAccountCard_retention on RetentionOverview {\n  viewerCanKeepAccount\n  banks {\n    key\n    name\n  }\n  banksSource\n  banksAsOf\n  trustAccount {\n    bank\n    bankName\n    accountName\n    accountNumber\n    bankNotifiedOn\n    attestedByName\n    attestedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "33557e3dd85221807028bc66c46890b0";

export default node;
