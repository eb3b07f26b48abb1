/**
 * @generated SignedSource<<f49bacdb8b823339af51916611f8de01>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimRollupMapInput = {
  contractId: string;
  lines: ReadonlyArray<RollupLineMapInput>;
  number: number;
  subContractId: string;
};
export type RollupLineMapInput = {
  headItemId?: string | null | undefined;
  subItemId: string;
};
export type RollupDialogMapMutation$variables = {
  input: ClaimRollupMapInput;
};
export type RollupDialogMapMutation$data = {
  readonly claimRollupMap: {
    readonly added: any;
  } | null | undefined;
};
export type RollupDialogMapMutation = {
  response: RollupDialogMapMutation$data;
  variables: RollupDialogMapMutation$variables;
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
    "concreteType": "ClaimRollupPayload",
    "kind": "LinkedField",
    "name": "claimRollupMap",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "added",
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
    "name": "RollupDialogMapMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RollupDialogMapMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7e6382f945c0d5859617822c5866a9c5",
    "id": null,
    "metadata": {},
    "name": "RollupDialogMapMutation",
    "operationKind": "mutation",
    "text": "mutation RollupDialogMapMutation(\n  $input: ClaimRollupMapInput!\n) {\n  claimRollupMap(input: $input) {\n    added\n  }\n}\n"
  }
};
})();

(node as any).hash = "6b40a8e6cc594d361849b14b0cabf123";

export default node;
