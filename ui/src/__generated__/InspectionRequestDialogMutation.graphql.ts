/**
 * @generated SignedSource<<d06ef60ae9c172932a9bff4dbbb25304>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionInspectionRequestInput = {
  contractId: string;
  message?: string | null | undefined;
};
export type InspectionRequestDialogMutation$variables = {
  input: RetentionInspectionRequestInput;
};
export type InspectionRequestDialogMutation$data = {
  readonly retentionInspectionRequest: {
    readonly request: {
      readonly number: number;
    };
    readonly sentCount: number;
  } | null | undefined;
};
export type InspectionRequestDialogMutation = {
  response: InspectionRequestDialogMutation$data;
  variables: InspectionRequestDialogMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RetentionInspectionPayload",
    "kind": "LinkedField",
    "name": "retentionInspectionRequest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sentCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionInspectionRequest",
        "kind": "LinkedField",
        "name": "request",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InspectionRequestDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InspectionRequestDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d04fbaec3574952f92d023a529986912",
    "id": null,
    "metadata": {},
    "name": "InspectionRequestDialogMutation",
    "operationKind": "mutation",
    "text": "mutation InspectionRequestDialogMutation(\n  $input: RetentionInspectionRequestInput!\n) {\n  retentionInspectionRequest(input: $input) {\n    sentCount\n    request {\n      number\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "15cc4d40730c0cf9041b477002ea17d0";

export default node;
