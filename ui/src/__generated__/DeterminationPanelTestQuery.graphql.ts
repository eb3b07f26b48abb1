/**
 * @generated SignedSource<<53ed4735c62e7aed7f8e76c3a2aa24d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeterminationPanelTestQuery$variables = Record<PropertyKey, never>;
export type DeterminationPanelTestQuery$data = {
  readonly adjudicationNotices: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DeterminationPanel_notice">;
  }>;
};
export type DeterminationPanelTestQuery = {
  response: DeterminationPanelTestQuery$data;
  variables: DeterminationPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "contractId",
    "value": "Q29udHJhY3Q6MQ=="
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Cents"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Date"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeterminationPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "AdjudicationNotice",
        "kind": "LinkedField",
        "name": "adjudicationNotices",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DeterminationPanel_notice"
          }
        ],
        "storageKey": "adjudicationNotices(contractId:\"Q29udHJhY3Q6MQ==\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeterminationPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "AdjudicationNotice",
        "kind": "LinkedField",
        "name": "adjudicationNotices",
        "plural": true,
        "selections": [
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
            "name": "viewerCanAct",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DeterminationView",
            "kind": "LinkedField",
            "name": "determination",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "adjudicator",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "madeOn",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "payBy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "chargingOrderApproved",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "noPayBy",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "determinationUnpaid",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DeterminationPaymentView",
            "kind": "LinkedField",
            "name": "payments",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paidOn",
                "storageKey": null
              },
              (v1/*:: as any*/),
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
                "name": "recordedBy",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "adjudicationNotices(contractId:\"Q29udHJhY3Q6MQ==\")"
      }
    ]
  },
  "params": {
    "cacheID": "b6841294cf2941aa9bdde81b404599d5",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "adjudicationNotices": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AdjudicationNotice"
        },
        "adjudicationNotices.determination": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DeterminationView"
        },
        "adjudicationNotices.determination.adjudicator": (v2/*:: as any*/),
        "adjudicationNotices.determination.amount": (v3/*:: as any*/),
        "adjudicationNotices.determination.chargingOrderApproved": (v4/*:: as any*/),
        "adjudicationNotices.determination.madeOn": (v5/*:: as any*/),
        "adjudicationNotices.determination.noPayBy": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "adjudicationNotices.determination.payBy": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Date"
        },
        "adjudicationNotices.determinationUnpaid": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Cents"
        },
        "adjudicationNotices.number": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "adjudicationNotices.payments": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DeterminationPaymentView"
        },
        "adjudicationNotices.payments.amount": (v3/*:: as any*/),
        "adjudicationNotices.payments.paidOn": (v5/*:: as any*/),
        "adjudicationNotices.payments.recordedBy": (v2/*:: as any*/),
        "adjudicationNotices.payments.reference": (v2/*:: as any*/),
        "adjudicationNotices.viewerCanAct": (v4/*:: as any*/)
      }
    },
    "name": "DeterminationPanelTestQuery",
    "operationKind": "query",
    "text": "query DeterminationPanelTestQuery {\n  adjudicationNotices(contractId: \"Q29udHJhY3Q6MQ==\") {\n    ...DeterminationPanel_notice\n  }\n}\n\nfragment DeterminationPanel_notice on AdjudicationNotice {\n  number\n  viewerCanAct\n  determination {\n    adjudicator\n    madeOn\n    amount\n    payBy\n    chargingOrderApproved\n    noPayBy\n  }\n  determinationUnpaid\n  payments {\n    paidOn\n    amount\n    reference\n    recordedBy\n  }\n}\n"
  }
};
})();

(node as any).hash = "defba8aa721705875e7a23f9a82844d9";

export default node;
