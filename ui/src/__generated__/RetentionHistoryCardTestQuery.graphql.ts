/**
 * @generated SignedSource<<c17863ea17314b66a42a763fd0fc2569>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RetentionHistoryCardTestQuery$variables = Record<PropertyKey, never>;
export type RetentionHistoryCardTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"RetentionHistoryCard_query">;
};
export type RetentionHistoryCardTestQuery = {
  response: RetentionHistoryCardTestQuery$data;
  variables: RetentionHistoryCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RetentionHistoryCardTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RetentionHistoryCard_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RetentionHistoryCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionHeldByMonth",
        "kind": "LinkedField",
        "name": "retentionHeldByMonth",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "labels",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractRetentionHeld",
            "kind": "LinkedField",
            "name": "contracts",
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
                "name": "weHold",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "counterparty",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "held",
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
    "cacheID": "dfa2143a1443d14643a2a910826b333c",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "retentionHeldByMonth": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RetentionHeldByMonth"
        },
        "retentionHeldByMonth.contracts": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ContractRetentionHeld"
        },
        "retentionHeldByMonth.contracts.contractId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "retentionHeldByMonth.contracts.counterparty": (v0/*:: as any*/),
        "retentionHeldByMonth.contracts.held": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Cents"
        },
        "retentionHeldByMonth.contracts.siteName": (v0/*:: as any*/),
        "retentionHeldByMonth.contracts.weHold": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "retentionHeldByMonth.labels": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        }
      }
    },
    "name": "RetentionHistoryCardTestQuery",
    "operationKind": "query",
    "text": "query RetentionHistoryCardTestQuery {\n  ...RetentionHistoryCard_query\n}\n\nfragment RetentionHistoryCard_query on Query {\n  retentionHeldByMonth {\n    labels\n    contracts {\n      contractId\n      siteName\n      weHold\n      counterparty\n      held\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "22afbbd243e060288789be6ca73a957e";

export default node;
