from mpi4py import MPI
import numpy as np
import ufl
from dolfinx import fem, mesh
from dolfinx.fem.petsc import LinearProblem

msh = mesh.create_unit_square(MPI.COMM_WORLD, 32, 32)
V = fem.functionspace(msh, ("Lagrange", 1))
u_ex = lambda x: 1 + x[0] ** 2 + 2 * x[1] ** 2
uD = fem.Function(V); uD.interpolate(u_ex)
fdim = msh.topology.dim - 1
msh.topology.create_connectivity(fdim, msh.topology.dim)
bdofs = fem.locate_dofs_topological(V, fdim, mesh.exterior_facet_indices(msh.topology))
bc = fem.dirichletbc(uD, bdofs)
u, v = ufl.TrialFunction(V), ufl.TestFunction(V)
f = fem.Constant(msh, -6.0)
uh = LinearProblem(ufl.dot(ufl.grad(u), ufl.grad(v)) * ufl.dx, f * v * ufl.dx, bcs=[bc]).solve()
err = fem.assemble_scalar(fem.form((uh - uD) ** 2 * ufl.dx))
if msh.comm.rank == 0:
    print("L2 error", np.sqrt(msh.comm.allreduce(err, op=MPI.SUM)))
