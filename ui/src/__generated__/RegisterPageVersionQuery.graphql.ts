/**
 * @generated SignedSource<<9024938e8464830caf047ccbed12df14>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VariationRegisterState = "Approved" | "Open" | "Rejected" | "%future added value";
export type RegisterPageVersionQuery$variables = {
  projectId?: string | null | undefined;
  state?: VariationRegisterState | null | undefined;
};
export type RegisterPageVersionQuery$data = {
  readonly variationRegisterVersion: string;
};
export type RegisterPageVersionQuery = {
  response: RegisterPageVersionQuery$data;
  variables: RegisterPageVersionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "projectId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "state"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "projectId",
        "variableName": "projectId"
      },
      {
        "kind": "Variable",
        "name": "state",
        "variableName": "state"
      }
    ],
    "kind": "ScalarField",
    "name": "variationRegisterVersion",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RegisterPageVersionQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RegisterPageVersionQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "4e8c1c70a9a0d297720b785253e10b8a",
    "id": null,
    "metadata": {},
    "name": "RegisterPageVersionQuery",
    "operationKind": "query",
    "text": "query RegisterPageVersionQuery(\n  $state: VariationRegisterState\n  $projectId: ID\n) {\n  variationRegisterVersion(state: $state, projectId: $projectId)\n}\n"
  }
};
})();

(node as any).hash = "79606814313159c106ce30d4a32155f8";

export default node;
