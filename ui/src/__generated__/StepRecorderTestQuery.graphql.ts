/**
 * @generated SignedSource<<b18fcfa60fd82b02296c1492116d4de9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StepRecorderTestQuery$variables = Record<PropertyKey, never>;
export type StepRecorderTestQuery$data = {
  readonly adjudicationNotices: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"StepRecorder_notice">;
  }>;
};
export type StepRecorderTestQuery = {
  response: StepRecorderTestQuery$data;
  variables: StepRecorderTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "contractId",
    "value": "Q29udHJhY3Q6MQ=="
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StepRecorderTestQuery",
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
            "name": "StepRecorder_notice"
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
    "name": "StepRecorderTestQuery",
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
            "name": "noticeDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanAct",
            "storageKey": null
          }
        ],
        "storageKey": "adjudicationNotices(contractId:\"Q29udHJhY3Q6MQ==\")"
      }
    ]
  },
  "params": {
    "cacheID": "844f9d506ddc22ffb5bfb089ecc0100e",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "adjudicationNotices": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AdjudicationNotice"
        },
        "adjudicationNotices.noticeDate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Date"
        },
        "adjudicationNotices.number": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "adjudicationNotices.viewerCanAct": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "StepRecorderTestQuery",
    "operationKind": "query",
    "text": "query StepRecorderTestQuery {\n  adjudicationNotices(contractId: \"Q29udHJhY3Q6MQ==\") {\n    ...StepRecorder_notice\n  }\n}\n\nfragment StepRecorder_notice on AdjudicationNotice {\n  number\n  noticeDate\n  viewerCanAct\n}\n"
  }
};
})();

(node as any).hash = "d5763f9c1d343c24c07224d9a563c415";

export default node;
