/**
 * @generated SignedSource<<7a459d363c8e22a75117ab03e6a63a47>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionInspectionPackServeInput = {
  contractId: string;
};
export type InspectionPackButtonMutation$variables = {
  input: RetentionInspectionPackServeInput;
};
export type InspectionPackButtonMutation$data = {
  readonly retentionInspectionPackServe: {
    readonly report: {
      readonly number: number;
    };
    readonly request: {
      readonly number: number;
    } | null | undefined;
  } | null | undefined;
};
export type InspectionPackButtonMutation = {
  response: InspectionPackButtonMutation$data;
  variables: InspectionPackButtonMutation$variables;
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
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "RetentionInspectionRequest",
  "kind": "LinkedField",
  "name": "request",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InspectionPackButtonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RetentionInspectionPackServePayload",
        "kind": "LinkedField",
        "name": "retentionInspectionPackServe",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionReport",
            "kind": "LinkedField",
            "name": "report",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          (v4/*:: as any*/)
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
    "name": "InspectionPackButtonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RetentionInspectionPackServePayload",
        "kind": "LinkedField",
        "name": "retentionInspectionPackServe",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionReport",
            "kind": "LinkedField",
            "name": "report",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "67d2cc4d7c47774221f58bf57127801d",
    "id": null,
    "metadata": {},
    "name": "InspectionPackButtonMutation",
    "operationKind": "mutation",
    "text": "mutation InspectionPackButtonMutation(\n  $input: RetentionInspectionPackServeInput!\n) {\n  retentionInspectionPackServe(input: $input) {\n    report {\n      number\n      id\n    }\n    request {\n      number\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8b2c0a560b3a432752cd35df8c28a824";

export default node;
