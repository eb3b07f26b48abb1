/**
 * @generated SignedSource<<4e0b333a97f2cfad89f31ee8e5d9240b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RetentionTrustAccountSaveInput = {
  accountName: string;
  accountNumber: string;
  attest: boolean;
  bank: string;
  bankNotifiedOn?: any | null | undefined;
};
export type TrustAccountCardMutation$variables = {
  input: RetentionTrustAccountSaveInput;
};
export type TrustAccountCardMutation$data = {
  readonly retentionTrustAccountSave: {
    readonly retention: {
      readonly weHold: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"LedgerTable_ledgers">;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"TrustAccountCard_retention">;
    };
  } | null | undefined;
};
export type TrustAccountCardMutation = {
  response: TrustAccountCardMutation$data;
  variables: TrustAccountCardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TrustAccountCardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RetentionTrustAccountSavePayload",
        "kind": "LinkedField",
        "name": "retentionTrustAccountSave",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionOverview",
            "kind": "LinkedField",
            "name": "retention",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TrustAccountCard_retention"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RetentionLedger",
                "kind": "LinkedField",
                "name": "weHold",
                "plural": true,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LedgerTable_ledgers"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TrustAccountCardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RetentionTrustAccountSavePayload",
        "kind": "LinkedField",
        "name": "retentionTrustAccountSave",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionOverview",
            "kind": "LinkedField",
            "name": "retention",
            "plural": false,
            "selections": [
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RetentionLedger",
                "kind": "LinkedField",
                "name": "weHold",
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
                    "selections": [
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
      }
    ]
  },
  "params": {
    "cacheID": "2391f512b1db95f546738fdbb752d8be",
    "id": null,
    "metadata": {},
    "name": "TrustAccountCardMutation",
    "operationKind": "mutation",
    "text": "mutation TrustAccountCardMutation(\n  $input: RetentionTrustAccountSaveInput!\n) {\n  retentionTrustAccountSave(input: $input) {\n    retention {\n      ...TrustAccountCard_retention\n      weHold {\n        ...LedgerTable_ledgers\n      }\n    }\n  }\n}\n\nfragment LedgerTable_ledgers on RetentionLedger {\n  contractId\n  siteName\n  ownerSlug\n  contractSlug\n  holderName\n  payeeName\n  weHold\n  warning\n  balances {\n    retentionMoney\n    heldInAccount\n    coveredByInstruments\n    shortfall\n  }\n}\n\nfragment TrustAccountCard_retention on RetentionOverview {\n  viewerCanKeepAccount\n  banks {\n    key\n    name\n  }\n  banksSource\n  banksAsOf\n  trustAccount {\n    bank\n    bankName\n    accountName\n    accountNumber\n    bankNotifiedOn\n    attestedByName\n    attestedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "7178828e8b9cd3f514d2797195490ac0";

export default node;
